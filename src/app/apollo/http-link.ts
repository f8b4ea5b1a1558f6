// Queries go out as GET so Magento's (and the browser's) HTTP caches can answer them; mutations as POST.
// Long GET URLs have the query's insignificant whitespace stripped to stay under URL length limits. A query
// the page's HTML already asked for (early-request.ts) takes that answer.
import { HttpLink } from '@apollo/client';
import { compactQuery } from './compact-query';
import { dropEarlyRequest, takeEarlyResponse } from './early-request';

export const GRAPHQL_ENDPOINT = '/graphql';
/** Browsers and proxies start rejecting URLs around 2 KB. */
export const MAX_GET_URL_LENGTH = 2000;

export function createHttpLink(fetchImpl?: typeof fetch): HttpLink {
  return new HttpLink({
    uri: GRAPHQL_ENDPOINT,
    useGETForQueries: true,
    credentials: 'include',
    fetch: (input, init) => {
      const doFetch = fetchImpl ?? globalThis.fetch;
      const url = absolute(String(input));
      if (init?.method !== 'GET') {
        dropEarlyRequest(); // a mutation may change what the page's early request answered
        return doFetch(url, init);
      }
      return takeEarlyResponse(url, init) ?? doFetch(shrinkQuery(url), init);
    },
  });
}

export function shrinkQuery(url: string): string {
  if (url.length <= MAX_GET_URL_LENGTH) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // relative and no page to resolve against: nothing we can rewrite safely
  }
  const query = parsed.searchParams.get('query');
  if (!query) return url;
  parsed.searchParams.set('query', compactQuery(query));
  return parsed.href;
}

/** Node's fetch (tests, server rendering) needs an absolute URL; a browser resolves it the same way. */
function absolute(url: string): string {
  const base = globalThis.location?.href;
  return base ? new URL(url, base).href : url;
}

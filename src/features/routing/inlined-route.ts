// The first page's route, resolved by the server while it sent the HTML (server/src/http/page-hints.ts):
// written into Apollo's cache before the first render, so the catch-all knows the page type without a
// round trip and the page's code can start loading at once. It is only a head start: the catch-all still
// asks route(url) in the background, and anything malformed or meant for another URL or store is ignored.
import type { ApolloClient } from '@apollo/client';
import { RESOLVE_URL, type ResolveUrlData, type RouteResult, type RouteType } from './api/routing.graphql';

export const INLINED_ROUTE_ELEMENT_ID = 'inlined-route';

/** The URL whose route came inlined: fresh from the server, so not asked again on this load. */
let adoptedUrl: string | null = null;
export const routeWasInlined = (pathname: string) => adoptedUrl === pathname;

const ROUTE_TYPES: readonly string[] = ['CMS_PAGE', 'PRODUCT', 'CATEGORY'];
const OPTIONAL_TEXT = ['identifier', 'title', 'uid', 'name', 'sku'] as const;

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isRoute(value: unknown): value is RouteResult {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    isText(route.__typename) &&
    isTextOrNull(route.relative_url) &&
    Number.isInteger(route.redirect_code) &&
    (route.type === null || ROUTE_TYPES.includes(String(route.type))) &&
    OPTIONAL_TEXT.every((key) => route[key] === undefined || isTextOrNull(route[key]))
  );
}

/** Reads the server's inlined route for `pathname` in store view `storeCode`; returns its page type. */
export function adoptInlinedRoute(
  apollo: Pick<ApolloClient, 'writeQuery'>,
  pathname: string,
  storeCode: string,
): RouteType | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(INLINED_ROUTE_ELEMENT_ID);
  if (!element) return null;
  element.remove(); // only the first page load may use it
  let payload: { url?: unknown; store?: unknown; route?: unknown };
  try {
    payload = JSON.parse(element.textContent ?? '') as typeof payload;
  } catch {
    return null;
  }
  if (payload?.url !== pathname || payload.store !== storeCode || !isRoute(payload.route)) return null;
  try {
    apollo.writeQuery<ResolveUrlData>({
      query: RESOLVE_URL,
      variables: { url: pathname },
      data: { route: payload.route },
    });
  } catch {
    return null; // fields the query needs are missing: the catch-all asks the network as usual
  }
  adoptedUrl = pathname;
  return payload.route.type;
}

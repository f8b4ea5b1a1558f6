// The cart and checkout show the customer's own cart, which the server cannot know (its id and the sign-in
// token live in browser storage, SPEC 4), so their HTML carries no answers. It carries the request instead: a
// small inline script (hashed into the page's CSP like the other inline ones: security-headers.ts) reads the
// stored cart id, token, store view, currency and cache id, and asks /graphql for the page's first query while
// the app's scripts download. The app takes that answer when it asks the same (src/app/apollo/early-request.ts).
// The query is the app's own document (src/app/early-queries.ts), printed with the __typename Apollo adds and
// without ignored characters, as the app's request carries it.
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { EARLY_QUERIES } from '../../../src/app/early-queries';
import { compactQuery } from '../../../src/app/apollo/compact-query';
import { EARLY_REQUEST_GLOBAL } from '../../../src/app/apollo/early-request';
import { GRAPHQL_ENDPOINT } from '../../../src/app/apollo/http-link';
import { DEFAULT_STORE_VIEW_CODE, STORAGE_KEYS, STORAGE_PREFIX } from '../../../src/lib/storage';
import { scriptSafeJson } from '../../lib/escape-html';
import { own } from '../../lib/own-inline';

/** The script, given its settings as JSON: plain ES5, since nothing compiles it. */
const script = (settings: string) =>
  `(function (d) {
  try {
    var now = Date.now();
    function get(name) {
      var text = localStorage.getItem(d.prefix + name);
      if (text == null) return undefined;
      var entry = JSON.parse(text);
      if (!entry || typeof entry !== 'object' || !('value' in entry) || !('timeStored' in entry)) return undefined;
      if (typeof entry.ttl === 'number' && now - entry.timeStored > entry.ttl * 1000) return undefined;
      return entry.value;
    }
    var cartId = get(d.keys.cartId);
    if (typeof cartId !== 'string' || !cartId) return;
    var headers = {};
    var token = get(d.keys.signinToken);
    if (token) headers.authorization = 'Bearer ' + token;
    var cacheId = get(d.keys.magentoCacheId);
    if (cacheId) headers['x-magento-cache-id'] = cacheId;
    headers.store = get(d.keys.storeViewCode) || d.defaultStore;
    var currency = get(d.keys.storeViewCurrency);
    if (currency) headers['content-currency'] = currency;
    var variables = { cartId: cartId };
    var url = d.endpoint + '?query=' + encodeURIComponent(d.query) + '&operationName=' +
      encodeURIComponent(d.operationName) + '&variables=' + encodeURIComponent(JSON.stringify(variables));
    var response = fetch(url, { headers: headers, credentials: 'include' });
    response['catch'](function () {});
    window[d.global] = { operationName: d.operationName, query: d.query, variables: variables,
      headers: headers, at: now, response: response };
  } catch (e) {}
})(${settings});`.replace(/\n\s*/g, ' ');

const tags = new Map<string, string>();

/** The inline <script> asking for `pathname`'s first query early, or '' for a page without one. */
export function earlyRequestTag(pathname: string): string {
  if (!Object.hasOwn(EARLY_QUERIES, pathname)) return '';
  let tag = tags.get(pathname);
  if (tag === undefined) {
    const { operationName, query } = EARLY_QUERIES[pathname]!;
    const settings = {
      global: EARLY_REQUEST_GLOBAL,
      endpoint: GRAPHQL_ENDPOINT,
      operationName,
      query: compactQuery(print(addTypenameToDocument(query))),
      prefix: STORAGE_PREFIX,
      keys: STORAGE_KEYS,
      defaultStore: DEFAULT_STORE_VIEW_CODE,
    };
    tag = `<script>${own(script(scriptSafeJson(settings)))}</script>`;
    tags.set(pathname, tag);
  }
  return tag;
}

// Page hints: the storefront's index.html, for one requested URL, with what its first page will need
// announced up front. A single-page app otherwise discovers its needs one round trip at a time (HTML, entry
// JS, route(url), the page's code, the page's data, its images); on a phone each step is a slow round trip.
// - <link rel="preload"> for the page's code and CSS (from the build's page-chunks.json), so it downloads
//   alongside the entry;
// - for catalogue and CMS URLs, the route(url) answer inlined as JSON (read by the storefront's
//   features/routing/inlined-route.ts), asked of whatever backend serves /graphql: the embedded one, or
//   Magento through the proxy. A slow or failing backend only costs the hint, never the page.
import fs from 'node:fs';
import path from 'node:path';

export const INLINED_ROUTE_ELEMENT_ID = 'inlined-route';
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/** The same selection as the storefront's ResolveUrl query (a contract test holds them together). */
export const ROUTE_QUERY = `query ResolveUrl($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CmsPage { identifier title }
    ... on ProductInterface { uid name sku }
    ... on CategoryInterface { uid name }
  }
}`;
/** Longer than this and the HTML goes without the route: the storefront asks for it itself. */
export const ROUTE_HINT_TIMEOUT_MS = 300;
/** Store view the hint is for: the default, the one a first visit uses (the storefront checks). */
const HINT_STORE = 'default';
const MAX_PATH_LENGTH = 512;

type PageChunks = Record<string, { js: string[]; css: string[] }>;
export type RouteResolver = (url: string) => Promise<unknown>;

const manifests = new Map<string, { mtimeMs: number; chunks: PageChunks }>();

function pageChunks(staticDir: string): PageChunks {
  const file = path.join(staticDir, PAGE_CHUNKS_FILE);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return {}; // a development build has no manifest: no preloads
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.chunks;
  let chunks: PageChunks = {};
  try {
    chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as PageChunks;
  } catch {
    // unreadable manifest: serve the page without hints
  }
  manifests.set(file, { mtimeMs: stat.mtimeMs, chunks });
  return chunks;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function preloadTags(chunks: PageChunks, page: string): string {
  const files = chunks[page];
  if (!files) return '';
  const href = (file: string) => escapeAttribute(file);
  return [
    ...files.css.map((file) => `<link rel="preload" as="style" href="${href(file)}">`),
    ...files.js.map((file) => `<link rel="preload" as="script" href="${href(file)}">`),
  ].join('');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(null)),
    );
  });
}

/** A route(url) answer worth inlining: an object with a known page type. */
function usableRoute(route: unknown): route is { type: string } {
  if (typeof route !== 'object' || route === null) return false;
  const { type } = route as { type?: unknown };
  return type === 'CMS_PAGE' || type === 'CATEGORY' || type === 'PRODUCT';
}

/** index.html for `pathname`, with the preloads and inlined route its first page can use. */
export async function addPageHints(
  html: string,
  pathname: string,
  { staticDir, resolveRoute }: { staticDir: string; resolveRoute: RouteResolver },
): Promise<string> {
  const chunks = pageChunks(staticDir);
  let hints = '';
  if (pathname === '/') hints = preloadTags(chunks, 'home-page');
  else if (pathname.length <= MAX_PATH_LENGTH) {
    const route = await withTimeout(resolveRoute(pathname), ROUTE_HINT_TIMEOUT_MS);
    if (usableRoute(route)) {
      const payload = { url: pathname, store: HINT_STORE, route };
      hints =
        preloadTags(chunks, `page-${route.type}`) +
        `<script type="application/json" id="${INLINED_ROUTE_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
    }
  }
  if (!hints) return html;
  const head = html.indexOf('</head>');
  return head === -1 ? html : html.slice(0, head) + hints + html.slice(head);
}

/** Asks `graphql` (the app's own /graphql route: embedded or proxied) for route(url) in the default store. */
export function graphqlRouteResolver(
  graphql: (request: Request) => Promise<Response>,
  origin: string,
): RouteResolver {
  return async (url) => {
    const response = await graphql(
      new Request(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', store: HINT_STORE },
        body: JSON.stringify({ query: ROUTE_QUERY, variables: { url }, operationName: 'ResolveUrl' }),
      }),
    );
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { route?: unknown } };
    return body.data?.route ?? null;
  };
}

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

export const INLINED_DATA_ELEMENT_ID = 'inlined-data';
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/**
 * The operations the storefront accepts inlined (src/lib/inlined-data.ts and the features' inlinable
 * lists), with the same selections plus __typename for Apollo's cache; src/app/inlined-data.test.tsx
 * adopts the real server's answers with the storefront's own documents, so the two cannot drift apart.
 */
export const HINT_QUERIES = {
  ResolveUrl: `query ResolveUrl($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CmsPage { identifier title }
    ... on ProductInterface { uid name sku }
    ... on CategoryInterface { uid name }
  }
}`,
  GetHomePageId: `query GetHomePageId { storeConfig { __typename store_code cms_home_page } }`,
  GetHomeContent: `query GetHomeContent($identifier: String!) {
  cmsPage(identifier: $identifier) { __typename identifier content }
}`,
} as const;
export type HintOperation = keyof typeof HINT_QUERIES;
/** Magento's default home page identifier, when the store does not name one. */
const DEFAULT_HOME_PAGE = 'home';
/** Longer than this and the HTML goes without the data: the storefront asks for it itself. */
export const ROUTE_HINT_TIMEOUT_MS = 300;
/** Store view the hint is for: the default, the one a first visit uses (the storefront checks). */
const HINT_STORE = 'default';
const MAX_PATH_LENGTH = 512;

type PageChunks = Record<string, { js: string[]; css: string[] }>;
/** Runs one of HINT_QUERIES in the hint's store view; its `data`, or null. */
export type HintQuery = (operation: HintOperation, variables: Record<string, unknown>) => Promise<unknown>;
interface InlinedResult {
  operation: HintOperation;
  variables: Record<string, unknown>;
  data: unknown;
}

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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The home page's content: the store's home page identifier, then that CMS page. */
async function homeResults(ask: HintQuery): Promise<InlinedResult[]> {
  const config = await ask('GetHomePageId', {});
  if (!isObject(config) || !isObject(config.storeConfig)) return [];
  const identifier = config.storeConfig.cms_home_page || DEFAULT_HOME_PAGE;
  const page = await ask('GetHomeContent', { identifier });
  const results: InlinedResult[] = [{ operation: 'GetHomePageId', variables: {}, data: config }];
  if (isObject(page) && isObject(page.cmsPage))
    results.push({ operation: 'GetHomeContent', variables: { identifier }, data: page });
  return results;
}

/** A catalogue or CMS URL's route(url), when it is a page. */
async function routeResults(ask: HintQuery, url: string): Promise<InlinedResult[]> {
  const data = await ask('ResolveUrl', { url });
  return isObject(data) && usableRoute(data.route)
    ? [{ operation: 'ResolveUrl', variables: { url }, data }]
    : [];
}

/** index.html for `pathname`, with the preloads and inlined answers its first page can use. */
export async function addPageHints(
  html: string,
  pathname: string,
  { staticDir, ask }: { staticDir: string; ask: HintQuery },
): Promise<string> {
  if (pathname !== '/' && pathname.length > MAX_PATH_LENGTH) return html;
  const chunks = pageChunks(staticDir);
  const results =
    (await withTimeout(
      pathname === '/' ? homeResults(ask) : routeResults(ask, pathname),
      ROUTE_HINT_TIMEOUT_MS,
    )) ?? [];
  const route = results.find((r) => r.operation === 'ResolveUrl')?.data as
    { route: { type: string } } | undefined;
  let hints = pathname === '/' ? preloadTags(chunks, 'home-page') : '';
  if (route) hints += preloadTags(chunks, `page-${route.route.type}`);
  if (results.length) {
    const payload = { url: pathname, store: HINT_STORE, results };
    hints += `<script type="application/json" id="${INLINED_DATA_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
  }
  if (!hints) return html;
  const head = html.indexOf('</head>');
  return head === -1 ? html : html.slice(0, head) + hints + html.slice(head);
}

/**
 * Asks `graphql` (the app's own /graphql route: embedded or proxied) in the default store view, as a GET:
 * Magento's full-page cache (Varnish) answers repeated hint queries without touching PHP, so a page load
 * costs Magento no more than the storefront's own cached queries do.
 */
export function graphqlHintQuery(
  graphql: (request: Request) => Promise<Response>,
  origin: string,
): HintQuery {
  return async (operation, variables) => {
    const params = new URLSearchParams({
      query: HINT_QUERIES[operation],
      operationName: operation,
      variables: JSON.stringify(variables),
    });
    const response = await graphql(
      new Request(`${origin}/graphql?${params}`, {
        headers: { accept: 'application/json', store: HINT_STORE },
      }),
    );
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
    return body.errors?.length ? null : (body.data ?? null);
  };
}

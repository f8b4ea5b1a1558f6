// Page hints: the storefront's index.html, for one requested URL, with what its first page will need
// announced up front. A single-page app otherwise discovers its needs one round trip at a time (HTML, entry
// JS, route(url), the page's code, the page's data, its images); on a phone each step is a slow round trip.
// - <link rel="preload"> for the page's code and CSS (from the build's page-chunks.json), so it downloads
//   alongside the entry (the CSS of a page known by its path is inlined instead), and for the desktop
//   header's on wide screens only (a phone never loads it);
// - the answers to the queries the first page asks (src/app/first-page-queries.ts: the shell's on every page,
//   the home page's content, a catalogue or CMS URL's route(url) and then its category's or product's own
//   data, the search page's results) inlined as JSON, read by the storefront's src/lib/inlined-data.ts. They
//   are the storefront's own documents, asked of whatever backend serves /graphql: the embedded one, or
//   Magento through the proxy. A slow or failing backend only costs the hints, never the page.
// - on the cart and checkout, whose data is the customer's, a script asking for that page's first query from the
//   page itself (early-requests.ts);
// - on pages whose scripts start with the HTML (no skeleton image), webpack's runtime inline (inline-runtime.ts);
// - the page's <title> as the storefront will set it, with the store's own name (page-title.ts).
import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  HOME_SECTION_REQUESTS,
  INLINABLE_QUERIES,
  largestImagePreload,
  routePageRequests,
  searchPageRequests,
  SHELL_REQUESTS,
} from '../../../src/app/first-page-queries';
import type { DocumentNode } from 'graphql';
import type { InlinedRequest, InlinedResult } from '../../../src/lib/inlined-data';
import { DESKTOP_SHELL_QUERY } from '../../../src/ui/breakpoints';
import { homePageIdentifier } from '../../../src/features/home/constants';
import { earlyRequestTag } from './early-requests';
import { scriptSafeJson } from '../../lib/escape-html';
import { withInlineRuntime } from './inline-runtime';
import { pageSkeleton, withSkeleton } from './page-skeleton';
import { pageTitle, withTitle } from './page-title';
import { pageStyles } from './page-skeleton/styles';

export const INLINED_DATA_ELEMENT_ID = 'inlined-data';
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/** Longer than this and the HTML goes without the data it has not got yet: the storefront asks itself. */
export const ROUTE_HINT_TIMEOUT_MS = 300;
/** Store view the hint is for: the default, the one a first visit uses (the storefront checks). */
const HINT_STORE = 'default';
/** Longer paths and query strings get no hints (nor a head: page-html.ts): no page has one. */
export const MAX_PATH_LENGTH = 512;
/** The app's own pages a first visit often opens (src/app/pages.ts), by their chunk group names. */
const PAGE_CHUNKS_BY_PATH: Record<string, string> = {
  '/': 'home-page',
  '/search.html': 'search-page',
  '/cart': 'cart-page',
  '/checkout': 'checkout-pages',
};

const printed = new Map<string, string>();
/**
 * The storefront's document for an inlinable operation as its Apollo client sends it (with __typename on
 * every object, which the cache needs), or undefined for an operation the storefront does not accept inlined.
 */
export function hintDocument(operation: string): string | undefined {
  if (!Object.hasOwn(INLINABLE_QUERIES, operation)) return undefined;
  let text = printed.get(operation);
  if (text === undefined) {
    text = print(addTypenameToDocument(INLINABLE_QUERIES[operation]!.query));
    printed.set(operation, text);
  }
  return text;
}

type PageChunks = Record<string, { js: string[]; css: string[] }>;
/** Runs one of the storefront's inlinable operations in the hint's store view; its `data`, or null. */
export type HintQuery = (operation: string, variables: Record<string, unknown>) => Promise<unknown>;

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
function preloadTags(chunks: PageChunks, page: string, inlinedCss: string[] = [], media = ''): string {
  const files = chunks[page];
  if (!files) return '';
  const href = (file: string) => escapeAttribute(file);
  const only = media ? ` media="${escapeAttribute(media)}"` : '';
  return [
    ...files.css
      .filter((file) => !inlinedCss.includes(file))
      .map((file) => `<link rel="preload" as="style" href="${href(file)}"${only}>`),
    ...files.js.map((file) => `<link rel="preload" as="script" href="${href(file)}"${only}>`),
  ].join('');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A route(url) answer worth inlining: an object with a known page type. */
function usableRoute(route: unknown): route is { type: string; uid?: unknown } {
  if (!isObject(route)) return false;
  return route.type === 'CMS_PAGE' || route.type === 'CATEGORY' || route.type === 'PRODUCT';
}

/** The response keys of a document's top-level fields: an answer has each (null is an answer). */
function rootFields(query: DocumentNode): string[] {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') return [];
  return operation.selectionSet.selections.flatMap((s) =>
    s.kind === 'Field' ? [s.alias?.value ?? s.name.value] : [],
  );
}

/** An answer the storefront would take: every field its document asks at the top, and valid by its rules. */
function usableAnswer(operation: string, data: unknown): data is Record<string, unknown> {
  const known = INLINABLE_QUERIES[operation];
  if (!known || !isObject(data)) return false;
  if (!rootFields(known.query).every((field) => data[field] !== undefined)) return false;
  if (operation === 'ResolveUrl' && !usableRoute(data.route)) return false;
  return !known.isValid || known.isValid(data);
}

type Run = (request: InlinedRequest) => Promise<Record<string, unknown> | null>;

/** The home page's content (the store's home page identifier, then that CMS page) and its first sections. */
async function homeData(run: Run): Promise<void> {
  const content = async () => {
    const config = await run({ operation: 'GetHomePageId', variables: {} });
    if (!isObject(config?.storeConfig)) return;
    const identifier = homePageIdentifier(config.storeConfig.cms_home_page as string | null);
    await run({ operation: 'GetHomeContent', variables: { identifier } });
  };
  await Promise.all([content(), ...HOME_SECTION_REQUESTS.map(run)]);
}

/** A catalogue or CMS URL's route(url), then what the page it resolves to asks first. */
async function routeData(run: Run, pathname: string, query: URLSearchParams): Promise<void> {
  const data = await run({ operation: 'ResolveUrl', variables: { url: pathname } });
  if (!data || !usableRoute(data.route)) return;
  await Promise.all(routePageRequests(data.route, pathname, query).map(run));
}

/**
 * The answers for `pathname`'s first page that arrive within ROUTE_HINT_TIMEOUT_MS, in the order they were
 * asked (so the same page gives the same HTML); the rest is left to the storefront.
 */
async function gather(ask: HintQuery, pathname: string, query: URLSearchParams): Promise<InlinedResult[]> {
  const results: (InlinedResult & { order: number })[] = [];
  let asked = 0;
  const run: Run = async ({ operation, variables }) => {
    const order = asked++;
    let data: unknown = null;
    try {
      data = await ask(operation, variables);
    } catch {
      return null; // no answer: the storefront asks itself
    }
    // A CMS page the store does not have is no content worth inlining: the home page asks and says so.
    if (!usableAnswer(operation, data) || (operation === 'GetHomeContent' && !isObject(data.cmsPage)))
      return null;
    results.push({ operation, variables, data, order });
    return data;
  };
  const pageData =
    pathname === '/'
      ? homeData(run)
      : Promise.all([routeData(run, pathname, query), ...searchPageRequests(pathname, query).map(run)]);
  const all = Promise.all([pageData, ...SHELL_REQUESTS.map(run)]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ROUTE_HINT_TIMEOUT_MS)));
  await Promise.race([all.catch(() => {}), deadline]);
  clearTimeout(timer);
  return results
    .slice()
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...result }) => result);
}

/**
 * The page's largest image, fetched from the HTML at high priority with exactly the srcset and sizes the page
 * then renders it with (so the browser picks the same file and the <img> reuses the download).
 */
function imagePreloadTag(results: InlinedResult[], origin: string): string {
  const preload = largestImagePreload(results, origin);
  if (!preload) return '';
  const srcset = escapeAttribute(preload.imagesrcset);
  const sizes = escapeAttribute(preload.imagesizes);
  return `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

/**
 * index.html for `pathname` (and its `search`), with the preloads and inlined answers its first page can use;
 * `origin` is the page's, for content with relative image URLs.
 */
export async function addPageHints(
  html: string,
  pathname: string,
  {
    staticDir,
    ask,
    search = '',
    origin = 'http://localhost',
  }: { staticDir: string; ask: HintQuery; search?: string; origin?: string },
): Promise<string> {
  if (pathname !== '/' && pathname.length > MAX_PATH_LENGTH) return html;
  const chunks = pageChunks(staticDir);
  // An overlong query string gets the page's own hints, not a search for it.
  const query = new URLSearchParams(search.length > MAX_PATH_LENGTH ? '' : search);
  const results = await gather(ask, pathname, query);
  const route = results.find((r) => r.operation === 'ResolveUrl')?.data.route as { type: string } | undefined;
  // The first page's top, painted before React's first render (page-skeleton/), with its CSS inlined.
  const skeleton = pageSkeleton({ pathname, query, results, origin }, staticDir, chunks);
  // A page the server knows by its path (home, search, the cart, checkout) has its own CSS inline too when it
  // has no skeleton: one request fewer in front of the app's scripts, and the stylesheet is there at once.
  const ownGroup = PAGE_CHUNKS_BY_PATH[pathname] ?? '';
  const ownCssFiles = chunks[ownGroup]?.css ?? [];
  const ownCss = !skeleton && ownCssFiles.length ? pageStyles(staticDir, ownCssFiles) : null;
  const inlinedCss = skeleton?.inlinedCss ?? (ownCss ? ownCssFiles : undefined);
  // The cart's and checkout's own first query, asked for by the page itself while the scripts download.
  let hints =
    earlyRequestTag(pathname) +
    (ownCss ?? '') +
    imagePreloadTag(results, origin) +
    preloadTags(chunks, ownGroup, inlinedCss);
  if (route) hints += preloadTags(chunks, `page-${route.type}`, inlinedCss);
  hints += preloadTags(chunks, 'desktop-shell', [], DESKTOP_SHELL_QUERY);
  if (results.length) {
    const payload = { url: pathname, store: HINT_STORE, results };
    hints += `<script type="application/json" id="${INLINED_DATA_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
  }
  if (skeleton) hints += skeleton.head;
  const titled = withTitle(html, pageTitle(pathname, results));
  if (!hints) return titled;
  const head = titled.indexOf('</head>');
  if (head === -1) return titled;
  // A skeleton page's scripts wait for its image (its runtime with them); any other page's start at once.
  return withInlineRuntime(
    withSkeleton(titled.slice(0, head) + hints + titled.slice(head), skeleton),
    staticDir,
  );
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
    const query = hintDocument(operation);
    if (query === undefined) return null;
    const params = new URLSearchParams({
      query,
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

// A page's HTML as the storefront's server answers a navigation: index.html with the page hints (page-hints.ts:
// what the app's first render needs, the skeleton of its top) and, for crawlers and link previews, what the
// page is (seo/): its status (404 for a page that does not exist) or a redirect, its head (title, description,
// canonical, robots, Open Graph, Twitter, JSON-LD) and its readable content. Both come from the backend's
// GraphQL; a backend that does not answer in time costs the extras, never the page (200, the app as built).
import type { PageAnswer } from '../http/static';
import type { Backend } from '../backend';
import { addPageHints, graphqlHintQuery, MAX_PATH_LENGTH } from './page-hints';
import { READABLE_SLOT, ROOT_ELEMENT } from './page-skeleton';
import { withTitle } from './page-title';
import { askBackend } from '../seo/ask';
import { loadSeoPage, type SeoOutcome } from '../seo/load';
import { headTags } from '../seo/head';
import { jsonLdTags } from '../seo/structured-data';
import { readableBody } from '../seo/body';

/** How long a page waits for what it is (status, head, content): longer than the hints, which only save time. */
export const SEO_TIMEOUT_MS = 1500;
/** index.html's own <meta name="description">, as written or as the build minified it. */
const TEMPLATE_DESCRIPTION = /<meta\s+name="?description"?\s[^>]*>\s*/i;

export interface PageHtmlOptions {
  staticDir: string;
  backend: Backend;
  /** The shop's public origin: every absolute URL is built from it. */
  origin: string;
  search: string;
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work.catch(() => null), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** `html` with the page's head tags before </head> and its readable content in #root. */
function withSeo(html: string, outcome: Extract<SeoOutcome, { kind: 'page' }>): string {
  const { page } = outcome;
  const head = headTags(page);
  // The template's generic description gives way to the page's own.
  let out = withTitle(html, head.title).replace(TEMPLATE_DESCRIPTION, '');
  const end = out.indexOf('</head>');
  if (end !== -1) out = out.slice(0, end) + head.tags + jsonLdTags(page) + out.slice(end);
  const skeleton = out.includes(READABLE_SLOT);
  const readable = readableBody(page, { headingShown: skeleton });
  return skeleton
    ? out.replace(READABLE_SLOT, () => readable)
    : out.replace(ROOT_ELEMENT, () => `<div id="root">${readable}</div>`);
}

export async function pageHtml(
  template: string,
  pathname: string,
  options: PageHtmlOptions,
): Promise<PageAnswer> {
  const { backend, origin, search, staticDir } = options;
  const query = new URLSearchParams(search.length > MAX_PATH_LENGTH ? '' : search);
  const seo =
    pathname.length > MAX_PATH_LENGTH
      ? Promise.resolve(null)
      : withDeadline(
          loadSeoPage({ origin, pathname, query, askIn: (store) => askBackend(backend, origin, store) }),
          SEO_TIMEOUT_MS,
        );
  const [hinted, outcome] = await Promise.all([
    addPageHints(template, pathname, {
      staticDir,
      ask: graphqlHintQuery((request) => backend.fetch(request), origin),
      search,
      origin,
    }),
    seo,
  ]);
  if (outcome?.kind === 'redirect') return { html: '', status: outcome.status, location: outcome.location };
  if (!outcome) return { html: hinted.replace(READABLE_SLOT, ''), status: 200 };
  return { html: withSeo(hinted, outcome), status: outcome.status };
}

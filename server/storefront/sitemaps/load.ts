// Everything the sitemaps list, read from the backend's GraphQL in the default store view (partner store views
// are not indexed): every product `products` lists (enabled and visible in the catalogue), every active category
// of the store's tree, every CMS page Zepp_Sitemap lists, and the home page. Each URL is the one the storefront
// links to, made absolute with the shop's public origin, with its updated_at as lastmod.
import type { DocumentNode } from 'graphql';
import type { Backend } from '../backend';
import { BackendQueryError, queryBackend } from '../backend-query';
import { logError } from '../../lib/log';
import { isBillAndRechargePath } from '../../../src/features/bills/category-links';
import {
  SITEMAP_CATEGORIES,
  SITEMAP_CMS_PAGES,
  SITEMAP_PRODUCTS,
  SITEMAP_STORE,
  type SitemapCategoriesData,
  type SitemapCmsPagesData,
  type SitemapProductsData,
  type SitemapStoreData,
} from './api/sitemaps.graphql';
import type { Section } from './paths';
import { absoluteUrl, w3cDate, type SitemapUrl } from './xml';

/** The sitemaps' store view: the shop's own (partner programmes' store views are kept out of the index). */
export const SITEMAP_STORE_CODE = 'default';
/** Magento's (and the stand-in's, MAX_PAGE_SIZE) largest pageSize: lists are read 300 at a time. */
export const BACKEND_PAGE_SIZE = 300;
/** Pages of a list asked at once: enough to hide a remote Magento's latency, few enough not to crowd it. */
const PARALLEL_PAGES = 4;
/** The protocol's limit on a URL's length; a longer one is left out. */
const MAX_URL_LENGTH = 2048;
/** A category tree deeper than this is not walked further (Magento's own trees are a handful of levels). */
const MAX_TREE_DEPTH = 20;

export type SitemapSections = Record<Section, SitemapUrl[]>;

interface Paged<T> {
  items: (T | null)[] | null;
  page_info: { total_pages: number | null } | null;
}

/** Every item of a paged list: page 1 says how many pages there are, the rest are asked a few at a time. */
async function allItems<T>(ask: (page: number) => Promise<Paged<T> | null>): Promise<T[]> {
  const first = await ask(1);
  const pages = [first?.items ?? []];
  const total = first?.page_info?.total_pages ?? 1;
  for (let page = 2; page <= total; page += PARALLEL_PAGES) {
    const batch = [];
    for (let n = page; n < page + PARALLEL_PAGES && n <= total; n++) batch.push(ask(n));
    for (const answer of await Promise.all(batch)) pages.push(answer?.items ?? []);
  }
  return pages.flat().filter((item): item is NonNullable<typeof item> => item !== null);
}

/** As the storefront links a product (catalog's productHref): /{url_key}{the store's product URL suffix}. */
export const productPath = (urlKey: string, suffix: string) => `/${urlKey}${suffix}`;

/**
 * As the storefront links a category (the mega menu's categoryUrl): /{url_path}{suffix}; null for bills and
 * recharge, whose categories lead to the bill payment page (/setu?p={segment}): paying one's own bills is the
 * shopper's business, kept out of the index like the account pages (docs/SEO.md).
 */
export function categoryPath(urlPath: string, suffix: string): string | null {
  if (isBillAndRechargePath(urlPath)) return null;
  return `/${urlPath.split('/').filter(Boolean).join('/')}${suffix}`;
}

/** Magento's cms_home_page may carry the page id after a bar ('home|2'). */
const identifierOf = (config: string | null | undefined) => config?.split('|')[0]?.trim() || null;

class UrlList {
  readonly urls: SitemapUrl[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly origin: string) {}
  add(path: string, updatedAt: string | null | undefined): void {
    const loc = absoluteUrl(this.origin, path);
    if (loc.length > MAX_URL_LENGTH || this.seen.has(loc)) return;
    this.seen.add(loc);
    this.urls.push({ loc, lastmod: w3cDate(updatedAt) });
  }
}

type Ask = <T>(document: DocumentNode, variables?: Record<string, unknown>) => Promise<T>;

export async function loadSitemapSections(backend: Backend, origin: string): Promise<SitemapSections> {
  const ask: Ask = (document, variables = {}) =>
    queryBackend(backend, origin, document, variables, SITEMAP_STORE_CODE);
  const store = (await ask<SitemapStoreData>(SITEMAP_STORE)).storeConfig;
  const [products, categories, pages] = await Promise.all([
    loadProducts(ask, origin, store?.product_url_suffix ?? null),
    loadCategories(ask, origin, store?.root_category_uid ?? null, store?.category_url_suffix ?? null),
    loadPages(ask, origin, identifierOf(store?.cms_home_page), identifierOf(store?.cms_no_route)),
  ]);
  return { products, categories, pages };
}

async function loadProducts(ask: Ask, origin: string, suffix: string | null): Promise<SitemapUrl[]> {
  const items = await allItems(
    async (currentPage) =>
      (await ask<SitemapProductsData>(SITEMAP_PRODUCTS, { pageSize: BACKEND_PAGE_SIZE, currentPage }))
        .products,
  );
  const list = new UrlList(origin);
  for (const item of items)
    if (item.url_key) list.add(productPath(item.url_key, suffix ?? item.url_suffix ?? ''), item.updated_at);
  return list.urls;
}

/** The store's tree a level at a time: the root's children, theirs, … (a `in` filter holds at most 300 uids). */
async function loadCategories(
  ask: Ask,
  origin: string,
  rootUid: string | null,
  suffix: string | null,
): Promise<SitemapUrl[]> {
  const list = new UrlList(origin);
  if (!rootUid) return list.urls;
  const seen = new Set([rootUid]);
  let parents = [rootUid];
  for (let depth = 0; parents.length > 0 && depth < MAX_TREE_DEPTH; depth++) {
    const children = [];
    for (let i = 0; i < parents.length; i += BACKEND_PAGE_SIZE) {
      const batch = parents.slice(i, i + BACKEND_PAGE_SIZE);
      children.push(
        ...(await allItems(
          async (currentPage) =>
            (
              await ask<SitemapCategoriesData>(SITEMAP_CATEGORIES, {
                parents: batch,
                pageSize: BACKEND_PAGE_SIZE,
                currentPage,
              })
            ).categories,
        )),
      );
    }
    parents = [];
    for (const category of children) {
      if (seen.has(category.uid)) continue;
      seen.add(category.uid);
      parents.push(category.uid);
      const path = category.url_path
        ? categoryPath(category.url_path, suffix ?? category.url_suffix ?? '')
        : null;
      if (path) list.add(path, category.updated_at);
    }
  }
  return list.urls;
}

/** The home page first (the shop's own URL, dated by its CMS page), then every other CMS page but the 404 page. */
async function loadPages(
  ask: Ask,
  origin: string,
  home: string | null,
  noRoute: string | null,
): Promise<SitemapUrl[]> {
  let items: { identifier: string; updated_at: string | null }[] = [];
  try {
    items = await allItems(
      async (currentPage) =>
        (await ask<SitemapCmsPagesData>(SITEMAP_CMS_PAGES, { pageSize: BACKEND_PAGE_SIZE, currentPage }))
          .sitemapCmsPages,
    );
  } catch (e) {
    // A Magento without the shop's Zepp_Sitemap module: the shop's sitemaps still list home and the catalogue.
    if (!(e instanceof BackendQueryError && /Cannot query field "sitemapCmsPages"/.test(e.message))) throw e;
    logError('Sitemaps: the backend lists no CMS pages (Zepp_Sitemap missing); only home is listed', e);
  }
  const list = new UrlList(origin);
  list.add('/', items.find((page) => page.identifier === home)?.updated_at);
  for (const page of items)
    if (page.identifier !== home && page.identifier !== noRoute && page.identifier)
      list.add(`/${page.identifier.replace(/^\/+/, '')}`, page.updated_at);
  return list.urls;
}

// What a URL is, for a crawler: the page (seo/page.ts) gathered from the backend in the store view of the URL,
// the status it answers with (200, 404 for an unknown or disabled page), or a redirect (a moved URL's 301). The
// app's own route table (src/app/route-paths.ts) decides which paths are its pages; everything else is the
// catch-all's, resolved through route(url) as the app resolves it (src/features/routing/route-rules.ts).
import type { Ask } from './ask';
import {
  SEO_ATTRIBUTE_LABELS,
  SEO_BRANDS,
  SEO_CATEGORY,
  SEO_CMS_PAGE,
  SEO_PRODUCT,
  SEO_STORE,
  type SeoBrandData,
  type SeoCategoryData,
  type SeoCmsPageData,
  type SeoProductData,
  type SeoStoreData,
} from './api/seo.graphql';
import type { Link, ListedProduct, SeoPage, SeoStore, Specification } from './page';
import { absolute, listingUrl, NOINDEX, OPEN_APP_PAGES, PRIVATE } from './canonical';
import { appPathOf } from '../../../src/app/route-paths';
import { decideRoute, storeCodeInPath } from '../../../src/features/routing/route-rules';
import {
  GET_AVAILABLE_STORES,
  RESOLVE_URL,
  type ResolveUrlData,
} from '../../../src/features/routing/api/routing.graphql';
import {
  GET_PRODUCT_LIST,
  type ProductListData,
} from '../../../src/features/catalog/api/product-listing.graphql';
import { BRAND_PAGE_SIZE } from '../../../src/features/brands/constants';
import { brandHref, isBrandOf, brandKeyFromParam } from '../../../src/features/brands/brand-url';
import { PAGE_SIZE } from '../../../src/features/catalog/constants';
import { parseListingParams, toFilterInput } from '../../../src/features/catalog/listing-params';
import { breadcrumbs as productTrail } from '../../../src/features/product/product-model';
import { QUERY_PARAM, SEARCH_PATH } from '../../../src/features/search/constants';
import { homePageIdentifier } from '../../../src/features/home/constants';

/** The default store view: the one a first visit uses, and the only one indexed (canonical.ts). */
export const DEFAULT_STORE = 'default';

export type SeoOutcome =
  | { kind: 'page'; status: 200 | 404; page: SeoPage }
  | { kind: 'redirect'; status: 301 | 302; location: string };

export interface SeoRequest {
  origin: string;
  pathname: string;
  query: URLSearchParams;
  /** Asks the backend in a store view. */
  askIn: (store: string) => Ask;
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

function storeOf(data: SeoStoreData | null, code: string, origin: string): SeoStore | null {
  const config = data?.storeConfig;
  if (!config) return null;
  const logo = text(config.header_logo_src);
  const media = text(config.base_media_url);
  return {
    code: text(config.store_code) || code,
    name: text(config.store_name) || text(config.default_title) || 'Default Store View',
    description: text(config.default_description) || null,
    logo: logo
      ? /^https?:\/\//.test(logo)
        ? logo
        : media
          ? `${media.replace(/\/$/, '')}/logo/${logo}`
          : absolute(origin, logo)
      : null,
    origin,
    currency: text(config.base_currency_code) || 'INR',
    locale: text(config.locale) || 'en_IN',
  };
}

/** An image URL the page shows, absolute (relative ones are the shop's own). */
function absoluteImage(origin: string, url: string | null | undefined): string | null {
  const value = text(url);
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : absolute(origin, value);
}

function listed(
  origin: string,
  items: NonNullable<ProductListData['products']>['items'] | undefined,
): ListedProduct[] {
  return (items ?? []).flatMap((item) => {
    if (!item?.name || !item.url_key) return [];
    const minimum = item.price_range?.minimum_price;
    return [
      {
        name: item.name,
        url: absolute(origin, `${item.url_key}${item.url_suffix ?? ''}`),
        image: absoluteImage(origin, item.small_image?.url),
        price: minimum?.final_price?.value ?? null,
        regularPrice: minimum?.regular_price?.value ?? null,
      },
    ];
  });
}

function specifications(product: SeoProductData, labels: Map<string, string>): Specification[] {
  return (product.custom_attributesV2?.items ?? []).flatMap((item) => {
    if (!item) return [];
    const value = item.selected_options?.length
      ? item.selected_options.flatMap((o) => (o?.label ? [o.label] : [])).join(', ')
      : text(item.value);
    const label = labels.get(item.code);
    return value && label ? [{ label, value }] : [];
  });
}

function productImages(origin: string, product: SeoProductData): string[] {
  const gallery = (product.media_gallery ?? [])
    .filter((entry) => entry?.url && !entry.disabled)
    .sort((a, b) => (a!.position ?? 0) - (b!.position ?? 0))
    .map((entry) => absoluteImage(origin, entry!.url)!);
  const main = absoluteImage(origin, product.image?.url);
  const all = gallery.length ? gallery : main ? [main] : [];
  return [...new Set(all)];
}

interface Base {
  store: SeoStore;
  url: string;
  /** Set for a partner store view's URL: never indexed (canonical.ts). */
  partner: boolean;
}

const indexable = (base: Base, canonical: string, robots: string | null = null) => ({
  store: base.store,
  url: base.url,
  canonical: base.partner ? null : canonical,
  robots: base.partner ? NOINDEX : robots,
});

async function productPage(ask: Ask, base: Base, path: string): Promise<SeoPage | null> {
  const [data, labels] = await Promise.all([
    ask<{ route: SeoProductData | null }>(SEO_PRODUCT, { url: path }),
    ask<{ attributesList: { items: ({ code: string; label: string | null } | null)[] | null } | null }>(
      SEO_ATTRIBUTE_LABELS,
    ),
  ]);
  const product = data?.route;
  if (!product?.name) return null;
  const labelOf = new Map(
    (labels?.attributesList?.items ?? []).flatMap((a) => (a?.label ? [[a.code, a.label] as const] : [])),
  );
  const { origin } = base.store;
  const home: Link = { name: 'Home', url: absolute(origin, '/') };
  const trail = productTrail(product.categories as never).map((c) => ({
    name: c.label,
    url: absolute(origin, c.href),
  }));
  const own = absolute(origin, product.relative_url || path);
  return {
    kind: 'product',
    ...indexable(base, own),
    product,
    breadcrumbs: [home, ...trail, { name: product.name, url: own }],
    images: productImages(origin, product),
    specifications: specifications(product, labelOf),
  };
}

async function categoryPage(ask: Ask, base: Base, uid: string, path: string, query: URLSearchParams) {
  const { filters, sort, page } = parseListingParams(query, 'category');
  const [data, list] = await Promise.all([
    ask<{ categories: { items: (SeoCategoryData | null)[] | null } | null }>(SEO_CATEGORY, { uid }),
    ask<ProductListData>(GET_PRODUCT_LIST, {
      filter: toFilterInput({ categoryUid: uid }, filters),
      sort: { [sort.field]: sort.direction },
      pageSize: PAGE_SIZE,
      currentPage: page,
    }),
  ]);
  const category = data?.categories?.items?.[0];
  if (!category?.name) return null;
  const { origin } = base.store;
  const suffix = category.url_suffix ?? '';
  const own = category.url_path ? `/${category.url_path}${suffix}` : path;
  const parents = (category.breadcrumbs ?? []).flatMap((c) =>
    c?.category_name && c.category_url_path
      ? [{ name: c.category_name, url: absolute(origin, `/${c.category_url_path}${suffix}`) }]
      : [],
  );
  const totalPages = Math.max(list?.products?.page_info?.total_pages ?? 1, 1);
  const filtered = Object.keys(filters).length > 0;
  return {
    kind: 'category' as const,
    ...indexable(base, listingUrl(origin, own, page), filtered ? NOINDEX : null),
    category,
    breadcrumbs: [
      { name: 'Home', url: absolute(origin, '/') },
      ...parents,
      { name: category.name, url: absolute(origin, own) },
    ],
    products: listed(origin, list?.products?.items),
    page,
    totalPages,
    previousPage: page > 1 ? listingUrl(origin, own, page - 1) : null,
    nextPage: page < totalPages ? listingUrl(origin, own, page + 1) : null,
  };
}

async function cmsPage(ask: Ask, base: Base, identifier: string, path: string): Promise<SeoPage | null> {
  const page = (await ask<{ cmsPage: SeoCmsPageData | null }>(SEO_CMS_PAGE, { identifier }))?.cmsPage;
  if (!page) return null;
  const own = page.url_key || page.identifier || path;
  return { kind: 'cms', ...indexable(base, absolute(base.store.origin, own)), page };
}

async function searchPage(ask: Ask, base: Base, query: URLSearchParams): Promise<SeoPage> {
  const term = text(query.get(QUERY_PARAM));
  const { page } = parseListingParams(query, 'search');
  const list = term
    ? await ask<ProductListData>(GET_PRODUCT_LIST, {
        search: term,
        filter: {},
        sort: { relevance: 'DESC' },
        pageSize: PAGE_SIZE,
        currentPage: page,
      })
    : null;
  const products = listed(base.store.origin, list?.products?.items);
  const total = list?.products?.total_count ?? 0;
  const canonical = listingUrl(base.store.origin, SEARCH_PATH, page, term);
  return {
    kind: 'search',
    ...indexable(base, canonical, products.length ? null : NOINDEX),
    ...(products.length ? {} : { canonical: null }),
    term,
    products,
    total,
  };
}

async function brandPage(ask: Ask, base: Base, brandKey: string): Promise<SeoPage | null> {
  const key = brandKeyFromParam(brandKey);
  const brands = (await ask<{ brands: (SeoBrandData | null)[] | null }>(SEO_BRANDS))?.brands ?? [];
  const brand = brands.find((b): b is SeoBrandData => Boolean(b && isBrandOf(key, b)));
  if (!brand) return null;
  // The brand page's first page (GetBrandProducts: products by brand_code), asked with the listing's document.
  const list = await ask<ProductListData>(GET_PRODUCT_LIST, {
    filter: { brand_code: { eq: brand.brand_code } },
    pageSize: BRAND_PAGE_SIZE,
    currentPage: 1,
  });
  return {
    kind: 'brand',
    ...indexable(base, absolute(base.store.origin, brandHref(brand))),
    brand,
    products: listed(base.store.origin, list?.products?.items),
  };
}

async function homePage(ask: Ask, base: Base, identifier: string): Promise<SeoPage> {
  const content =
    (await ask<{ cmsPage: SeoCmsPageData | null }>(SEO_CMS_PAGE, { identifier }))?.cmsPage ?? null;
  return { kind: 'home', ...indexable(base, absolute(base.store.origin, '/')), content };
}

const notFound = (base: Base): SeoOutcome => ({
  kind: 'page',
  status: 404,
  page: { kind: 'not-found', store: base.store, url: base.url, canonical: null, robots: NOINDEX },
});
const found = (page: SeoPage | null, base: Base): SeoOutcome =>
  page ? { kind: 'page', status: 200, page } : notFound(base);

/** The page at `pathname` in store view `code` (a partner's when the URL named one). */
async function pageAt(request: SeoRequest, code: string, pathname: string, partner: boolean) {
  const ask = request.askIn(code);
  const own = appPathOf(pathname);
  // Asked together: the store's config and, for the catch-all's paths, what the path is.
  const resolving = own ? null : ask<ResolveUrlData>(RESOLVE_URL, { url: pathname });
  const home = await ask<SeoStoreData>(SEO_STORE);
  const store = storeOf(home, code, request.origin);
  if (!store) return null;
  const search = request.query.toString();
  const base: Base = {
    store,
    url: absolute(request.origin, pathname) + (search ? `?${search}` : ''),
    partner,
  };
  if (own?.kind === 'home')
    return found(await homePage(ask, base, homePageIdentifier(home?.storeConfig?.cms_home_page)), base);
  if (own?.kind === 'home-alias')
    return { kind: 'redirect' as const, status: 301 as const, location: absolute(request.origin, '/') };
  if (own?.kind === 'search') return found(await searchPage(ask, base, request.query), base);
  if (own?.kind === 'brand') return found(await brandPage(ask, base, own.brandKey), base);
  if (own?.kind === 'cms') return found(await cmsPage(ask, base, own.identifier, pathname), base);
  if (own?.kind === 'private') {
    const robots = OPEN_APP_PAGES.includes(pathname) ? null : PRIVATE;
    return found({ kind: 'private', store, url: base.url, canonical: null, robots, title: null }, base);
  }
  const resolved = await resolving;
  if (!resolved) return null; // no answer: nothing is claimed about the page
  const decision = decideRoute(resolved.route);
  if (decision.kind === 'not-found') return notFound(base);
  if (decision.kind === 'external' || decision.kind === 'redirect') {
    const code = resolved.route?.redirect_code === 302 ? 302 : 301;
    const location = decision.kind === 'external' ? decision.url : absolute(request.origin, decision.to);
    return { kind: 'redirect' as const, status: code as 301 | 302, location };
  }
  if (decision.type === 'PRODUCT') return found(await productPage(ask, base, pathname), base);
  if (decision.type === 'CATEGORY')
    return found(await categoryPage(ask, base, decision.id, pathname, request.query), base);
  return found(await cmsPage(ask, base, decision.id, pathname), base);
}

/**
 * The page, status or redirect of a URL; null when the backend did not answer (the page is then served as
 * it always was: 200, the app's own head).
 */
export async function loadSeoPage(request: SeoRequest): Promise<SeoOutcome | null> {
  const { pathname } = request;
  // A partner store view's URL: /{code}/… or a programme's own URL (SPEC 2.1, 2.3).
  if (pathname !== '/' && !appPathOf(pathname)) {
    const stores = await request.askIn(DEFAULT_STORE)<{
      availableStores: ({ store_code: string } | null)[] | null;
    }>(GET_AVAILABLE_STORES);
    const codes = (stores?.availableStores ?? []).flatMap((s) => (s?.store_code ? [s.store_code] : []));
    const partner = storeCodeInPath(pathname, codes);
    if (partner && partner.code !== DEFAULT_STORE) return pageAt(request, partner.code, partner.rest, true);
  }
  return pageAt(request, DEFAULT_STORE, pathname, false);
}

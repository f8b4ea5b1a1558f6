// A static skeleton of the first page in index.html's <div id="root">, so its largest paint happens as soon as
// its image arrives rather than after React's first render (Lighthouse's "render delay"). The app stays
// client-rendered: React's createRoot clears #root on its first commit and renders the page itself, in the
// same place (the skeleton uses the components' classes and the page's own CSS), so nothing shifts.
// Built only from the page hints' inlined answers, and only for the shopper pages whose first render they
// describe: home, a category, a product, search results. Anything else (cart, checkout, account, a CMS page,
// an unknown URL) or answers that did not arrive in time: no skeleton, never another page's.
import type { InlinedResult } from '../../../../src/lib/inlined-data';
import { firstSlideImage } from '../../../../src/features/home/banner-hint';
import { imagesFor } from '../../../../src/features/product/product-model';
import type { ProductDetail } from '../../../../src/features/product/types';
import type { ProductListData } from '../../../../src/features/catalog/api/product-listing.graphql';
import type { CategoryData } from '../../../../src/features/catalog/api/product-listing.graphql';
import { parseListingParams } from '../../../../src/features/catalog/listing-params';
import type { ListingKind } from '../../../../src/features/catalog/constants';
import { QUERY_PARAM, SEARCH_PATH } from '../../../../src/features/search/constants';
import { html, type Markup } from './markup';
import {
  categorySkeleton,
  homeSkeleton,
  productSkeleton,
  searchSkeleton,
  SKELETON_CARDS,
  type Listing,
  type PageMarkup,
} from './pages';
import { scriptsAfterFirstImage } from './scripts-after-first-image';
import { headerSkeleton, type StoreLogo } from './shell';
import { skeletonStyles } from './styles';

export const SKELETON_CLASS = 'page-skeleton';
/**
 * Text in each weight the app's CSS uses (400, 600, 700), laid out with the skeleton and never seen. A browser
 * finds and sets up a font the first time it lays out text in it: a few milliseconds per weight on a slow
 * phone, which would otherwise fall into the layout after React's first render (a long task). The skeleton's
 * layout comes before anything the shopper can use, so the cost lands where it blocks nothing.
 */
const FONT_WARM_UP = html`<span class="page-skeleton__fonts" aria-hidden="true"
  >Aa ₹0<b>Aa ₹0</b><strong>Aa ₹0</strong></span
>`;
/** index.html's empty root element, as written or as the build minified it. */
export const ROOT_ELEMENT = /<div id=("?)root\1><\/div>/;
/** Where the page's readable content (seo/body.ts) goes: after the skeleton, inside #root. */
export const READABLE_SLOT = '<!--readable-->';

interface SkeletonInput {
  pathname: string;
  query: URLSearchParams;
  results: InlinedResult[];
  /** The page's origin, for CMS content with relative image URLs. */
  origin: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page's main area and the page-chunks.json group whose CSS lays it out. */
interface Page {
  group: string;
  markup: PageMarkup;
}

function listing(
  kind: ListingKind,
  data: Record<string, unknown> | undefined,
  query: URLSearchParams,
): Listing | null {
  const products = (data as Partial<ProductListData> | undefined)?.products;
  const items = products?.items?.filter(Boolean) ?? [];
  // No products: the page shows a message, not a grid; its skeleton would be the wrong page.
  if (!items.length) return null;
  return {
    kind,
    totalCount: typeof products?.total_count === 'number' ? products.total_count : null,
    sortLabel: parseListingParams(query, kind).sort.label,
    images: items.slice(0, SKELETON_CARDS).map((item) => item?.small_image?.url || null),
  };
}

function firstPage({ pathname, query, results, origin }: SkeletonInput): Page | null {
  const data = (operation: string) => results.find((result) => result.operation === operation)?.data;
  if (pathname === '/') {
    const content = (data('GetHomeContent')?.cmsPage as { content?: unknown } | null | undefined)?.content;
    const image = typeof content === 'string' ? firstSlideImage(content, origin) : null;
    return image ? { group: 'home-page', markup: homeSkeleton(image) } : null;
  }
  if (pathname === SEARCH_PATH) {
    const term = (query.get(QUERY_PARAM) ?? '').trim();
    const found = term ? listing('search', data('GetProductList'), query) : null;
    return found ? { group: 'search-page', markup: searchSkeleton(term, found) } : null;
  }
  const route = data('ResolveUrl')?.route;
  if (!isObject(route)) return null;
  if (route.type === 'PRODUCT') {
    const product = data('GetProductDetail')?.route as ProductDetail | undefined;
    // The page's first picture, as productImagePreload and ProductImageGallery pick it.
    const images = product ? imagesFor(product, {}).map((shown) => shown.url) : [];
    if (!product || !images.length) return null;
    const name = product.name || (typeof route.name === 'string' ? route.name : '');
    return { group: 'page-PRODUCT', markup: productSkeleton({ name, images }) };
  }
  if (route.type === 'CATEGORY') {
    const category = (data('GetCategory') as CategoryData | undefined)?.categories?.items?.[0];
    const found = listing('category', data('GetProductList'), query);
    const title = category?.name || (typeof route.name === 'string' ? route.name : '');
    return found ? { group: 'page-CATEGORY', markup: categorySkeleton(title, found) } : null;
  }
  return null;
}

export interface PageSkeleton {
  /** <style> elements for the head: the page's CSS and the skeleton's own rules. */
  head: string;
  /** What goes inside #root. */
  root: string;
  /** The page CSS files inlined into `head`: no need to preload them. */
  inlinedCss: string[];
}

/**
 * The skeleton of the first page the inlined `results` describe, with the CSS it needs (the page's chunk
 * group's files in `staticDir`, per `chunks`), or null when there is none to show.
 */
export function pageSkeleton(
  input: SkeletonInput,
  staticDir: string,
  chunks: Record<string, { css: string[] } | undefined>,
): PageSkeleton | null {
  const page = firstPage(input);
  const cssFiles = page && chunks[page.group]?.css;
  if (!page || !cssFiles) return null; // no manifest (a development build): nothing lays the page out
  const head = skeletonStyles(staticDir, cssFiles);
  if (head === null) return null;
  const config = input.results.find((r) => r.operation === 'GetStoreConfigData')?.data.storeConfig;
  const root: Markup = html`<div class="app-shell ${SKELETON_CLASS}">
    ${headerSkeleton(isObject(config) ? (config as StoreLogo) : {})}
    <div class="app-shell__main">${page.markup}</div>
    ${FONT_WARM_UP}
  </div>`;
  return { head, root: root.text, inlinedCss: cssFiles };
}

/**
 * `html` (index.html, hints added) with the skeleton inside its empty #root, and the app's scripts loaded once
 * the skeleton's largest image has painted (scripts-after-first-image.ts).
 */
export function withSkeleton(page: string, skeleton: PageSkeleton | null): string {
  if (!skeleton) return page;
  return scriptsAfterFirstImage(
    page.replace(ROOT_ELEMENT, () => `<div id="root">${skeleton.root}${READABLE_SLOT}</div>`),
  );
}

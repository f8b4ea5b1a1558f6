// The category and search pages' first queries, which the server may inline into index.html (see
// lib/inlined-data.ts), with the variables their first render asks with (hooks/use-product-listing.ts: the
// unfiltered listing's filter options and the page of products the URL's sort and page name;
// hooks/use-category-page.ts: the category's title and trail). src/app/inlined-data.test.tsx opens these pages
// from the real server's answers and fails if the page still asks for one of them.
import { imageSrcset } from '../../lib/images';
import type { ImagePreload, InlinableQuery, InlinedRequest } from '../../lib/inlined-data';
import {
  GET_CATEGORY,
  GET_FILTER_OPTIONS,
  GET_PRODUCT_LIST,
  type ProductListData,
} from './api/product-listing.graphql';
import { CARD_IMAGE_SIZES, PAGE_SIZE, type ListingKind } from './constants';
import { parseListingParams, toFilterInput, type ListingBase } from './listing-params';

export const INLINABLE_CATALOG: Record<string, InlinableQuery> = {
  GetProductList: { query: GET_PRODUCT_LIST },
  GetFilterOptions: { query: GET_FILTER_OPTIONS },
  GetCategory: { query: GET_CATEGORY },
};

const withSearch = (base: ListingBase) => (base.search === undefined ? {} : { search: base.search });

/** What a listing (`base`, with the URL's `query`) asks on its first render. */
export function listingRequests(
  base: ListingBase,
  kind: ListingKind,
  query: URLSearchParams,
): InlinedRequest[] {
  const { filters, sort, page } = parseListingParams(query, kind);
  const filter = toFilterInput(base, {});
  const requests: InlinedRequest[] = [
    { operation: 'GetFilterOptions', variables: { ...withSearch(base), filter } },
  ];
  // With filters in the URL the products asked for depend on which of them the listing offers: left to the page.
  if (Object.keys(filters).length === 0)
    requests.push({
      operation: 'GetProductList',
      variables: {
        ...withSearch(base),
        filter,
        sort: { [sort.field]: sort.direction },
        pageSize: PAGE_SIZE,
        currentPage: page,
      },
    });
  return requests;
}

/** What the category page of `uid` asks on its first render. */
export const categoryRequests = (uid: string, query: URLSearchParams): InlinedRequest[] => [
  { operation: 'GetCategory', variables: { uid } },
  ...listingRequests({ categoryUid: uid }, 'category', query),
];

/** A listing's largest paint, its first card's picture (as ProductCard renders it: the small image). */
export function listingImagePreload(data: Record<string, unknown>): ImagePreload | null {
  const first = (data as Partial<ProductListData>).products?.items?.find(Boolean);
  const url = first?.small_image?.url;
  return url ? { imagesrcset: imageSrcset(url), imagesizes: CARD_IMAGE_SIZES } : null;
}

// Query.products: validates the arguments, runs the search (cached per catalog version), and returns what the
// Products fields need. Items, aggregations and suggestions are only computed when selected.
import { Kind, type GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/connection';
import {
  searchProducts,
  type ProductSearchQuery,
  type SearchHit,
} from '../../db/repositories/product-search';
import { inputError } from '../../errors';
import { checkPaging, searchWords, toFilters, toSort, type ProductFilterInput, type SortInput } from './args';
import { catalogCache } from './cache';
import { attributeOptions } from './loader';

export interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: SortInput | null;
}

export interface ProductsResult {
  hits: readonly SearchHit[];
  pageSize: number;
  currentPage: number;
  /** The search's words, when it is a search. */
  words?: string[];
  categoryIds?: number[];
  /** Identifies the search (not the page) for caches of what is derived from it. */
  key: string;
}

/** The sort fields in the order the query wrote them (input objects are otherwise coerced in schema order). */
function sortOrder(info: GraphQLResolveInfo | undefined): string[] {
  const arg = info?.fieldNodes[0]?.arguments?.find((a) => a.name.value === 'sort')?.value;
  return arg?.kind === Kind.OBJECT ? arg.fields.map((f) => f.name.value) : [];
}

/** The search's matches (the seeder counts its search terms' results with it too). */
export function runSearch(db: Db, query: ProductSearchQuery): readonly SearchHit[] {
  if (query.words?.length === 0) return [];
  const hits = searchProducts(db, query);
  // No product has every word: fall back to products with any of them, best matches first.
  if (!hits.length && (query.words?.length ?? 0) > 1) return searchProducts(db, { ...query, anyWord: true });
  return hits;
}

export function productsQuery(
  ctx: RequestContext,
  args: ProductsArgs,
  info?: GraphQLResolveInfo,
): ProductsResult {
  const { pageSize, currentPage } = checkPaging(args.pageSize, args.currentPage);
  const search = args.search?.trim() ? args.search : undefined;
  if (search === undefined && !args.filter)
    throw inputError("'search' or 'filter' input argument is required.");
  const words = search === undefined ? undefined : searchWords(search);
  const query: ProductSearchQuery = {
    ...toFilters(args.filter ?? {}, attributeOptions(ctx)),
    words,
    sort: toSort(args.sort, sortOrder(info), words !== undefined),
  };
  const key = JSON.stringify(query);
  const cache = catalogCache(ctx);
  let hits = cache.searches.get(key) as readonly SearchHit[] | undefined;
  if (!hits) cache.searches.set(key, (hits = runSearch(ctx.db, query)));
  const totalPages = Math.ceil(hits.length / pageSize);
  if (hits.length > 0 && currentPage > totalPages)
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  return { hits, pageSize, currentPage, words, categoryIds: query.categoryIds?.[0], key };
}

/** A ready list of products (the bestsellers) served as a products query result. */
export function listResult(hits: readonly SearchHit[], args: ProductsArgs, key: string): ProductsResult {
  const { pageSize, currentPage } = checkPaging(args.pageSize, args.currentPage);
  const totalPages = Math.ceil(hits.length / pageSize);
  if (hits.length > 0 && currentPage > totalPages)
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  return { hits, pageSize, currentPage, key };
}

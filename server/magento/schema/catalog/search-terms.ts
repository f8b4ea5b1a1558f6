// Zepp_SearchTerms: counting the searches shoppers run (Magento's search_query, which its results page fills)
// and answering the popular ones. A search is normalised as Magento's query text is: trimmed, lower-cased,
// inner whitespace collapsed, cut at 128 characters; shorter than 3 characters it is not a search.
import type { RequestContext } from '../../context';
import {
  countSearchTerm,
  findPopularSearchTerms,
  type SearchTermRow,
} from '../../db/repositories/search-terms';
import { inputError } from '../../errors';
import { encodeUid } from '../../graphql/uid';
import { checkPaging } from './args';
import { productsQuery } from './products-query';

/** Magento's catalog/search/min_query_length and max_query_length. */
const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 128;
const MAX_POPULAR = 50;

export const normaliseSearch = (text: string) =>
  text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY_LENGTH).trim();

const toSearchTerm = (row: SearchTermRow) => ({
  uid: encodeUid(row.query_id),
  query_text: row.query_text,
  popularity: row.popularity,
  num_results: row.num_results,
});

/** Mutation.recordSearchTerm: one more run of the search, with what it finds now. */
export function recordSearchTerm(args: { query_text: string }, ctx: RequestContext) {
  const text = normaliseSearch(args.query_text);
  if (text.length < MIN_QUERY_LENGTH) throw inputError(`Minimum Search query length is ${MIN_QUERY_LENGTH}`);
  const found = productsQuery(ctx, { search: text, pageSize: 1, currentPage: 1 }).hits.length;
  return toSearchTerm(countSearchTerm(ctx.db, ctx.store.store_id, text, found));
}

/** Query.popularSearchTerms. */
export function popularSearchTerms(args: { pageSize?: number | null }, ctx: RequestContext) {
  const { pageSize } = checkPaging(args.pageSize, 1);
  return findPopularSearchTerms(ctx.db, ctx.store.store_id, Math.min(pageSize, MAX_POPULAR)).map(
    toSearchTerm,
  );
}

// Search terms (Magento's search_query, migration 012): how often each search was run per store view and what
// it found the last time.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface SearchTermRow {
  query_id: number;
  store_id: number;
  query_text: string;
  num_results: number;
  popularity: number;
}

/** Counts one run of `text` (already normalised) in the store view; answers the term's row. */
export function countSearchTerm(db: Db, storeId: number, text: string, numResults: number): SearchTermRow {
  return prepared(
    db,
    `INSERT INTO search_terms (store_id, query_text, num_results) VALUES (?, ?, ?)
     ON CONFLICT (store_id, query_text) DO UPDATE SET popularity = popularity + 1,
       num_results = excluded.num_results, updated_at = datetime('now')
     RETURNING query_id, store_id, query_text, num_results, popularity`,
  ).get(storeId, text, numResults) as SearchTermRow;
}

/** A seeded term with its count so far. */
export function insertSearchTerm(db: Db, row: Omit<SearchTermRow, 'query_id'>): void {
  prepared(
    db,
    `INSERT INTO search_terms (store_id, query_text, num_results, popularity)
     VALUES (@store_id, @query_text, @num_results, @popularity)`,
  ).run(row);
}

/** The store view's most popular terms that found something and are not hidden. */
export function findPopularSearchTerms(db: Db, storeId: number, limit: number): SearchTermRow[] {
  return prepared(
    db,
    `SELECT query_id, store_id, query_text, num_results, popularity FROM search_terms
     WHERE store_id = ? AND num_results > 0 AND display_in_terms = 1
     ORDER BY popularity DESC, query_text LIMIT ?`,
  ).all(storeId, limit) as SearchTermRow[];
}

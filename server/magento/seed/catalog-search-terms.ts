// The search terms shoppers of a shop like this one run (search-terms.json: the term and how often), in every
// store view, each with what it finds in the seeded catalogue now. Terms that find nothing stay, uncounted
// among the popular ones, as a shop's real counts would have them.
import type { Db } from '../db/connection';
import { insertSearchTerm } from '../db/repositories/search-terms';
import { listActiveStores } from '../db/repositories/stores';
import { searchWords } from '../schema/catalog/args';
import { runSearch } from '../schema/catalog/products-query';
import { normaliseSearch } from '../schema/catalog/search-terms';
import type { CatalogueSource } from './catalogue-file';

interface SearchTermData {
  query_text: string;
  popularity: number;
}

/** Seeds the terms; call once the catalogue's search index is built. */
export function seedSearchTerms(db: Db, source: CatalogueSource): void {
  const terms = source.read<SearchTermData[]>('search-terms.json');
  const sort = [{ field: 'relevance', direction: 'DESC' }] as const;
  const found = terms.map((t) => {
    const text = normaliseSearch(t.query_text);
    return {
      text,
      popularity: t.popularity,
      count: runSearch(db, { words: searchWords(text), sort: [...sort] }).length,
    };
  });
  for (const store of listActiveStores(db))
    for (const { text, popularity, count } of found)
      insertSearchTerm(db, { store_id: store.store_id, query_text: text, num_results: count, popularity });
}

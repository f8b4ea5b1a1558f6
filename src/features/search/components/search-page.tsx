import './search.css';
import { useMemo } from 'react';
import { ProductListing } from '../../catalog';
import { useSearchPage } from '../hooks/use-search-page';
import { SEARCH_MESSAGES } from '../messages';
import { NoResults } from './no-results';

/** /search.html?query=…: the matching products with the category page's filters, sort and pages. */
export default function SearchPage() {
  const { term } = useSearchPage();
  // Stable, so the (memo) listing renders only when its own data or the term changes.
  const base = useMemo(() => ({ search: term }), [term]);
  return (
    <article className="search-page site-width">
      <h1 className="search-page__title">{SEARCH_MESSAGES.pageTitle}</h1>
      {term ? (
        <>
          <p className="search-page__term">{SEARCH_MESSAGES.resultsFor(term)}</p>
          <ProductListing
            key={term}
            base={base}
            kind="search"
            emptyMessage={SEARCH_MESSAGES.noResults(term)}
            emptyContent={<NoResults term={term} />}
          />
        </>
      ) : (
        <p className="search-page__term">{SEARCH_MESSAGES.noTerm}</p>
      )}
    </article>
  );
}

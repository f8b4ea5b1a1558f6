import './search.css';
import { lazy, Suspense } from 'react';
import { Icon } from '../../../ui/icons/icons';
import { useSearchBox, type SearchBoxView } from '../hooks/use-search-box';
import { SEARCH_MESSAGES } from '../messages';

const Suggestions = lazy(() => import(/* webpackChunkName: "search-suggestions" */ './suggestions'));

function Announcement({ view }: { view: SearchBoxView }) {
  return (
    <span className="visually-hidden" role="status">
      {view.expanded ? SEARCH_MESSAGES.suggestionCount(view.suggestions.length) : ''}
    </span>
  );
}

/**
 * The header search (WAI-ARIA combobox with a listbox popup): suggestions appear as the shopper types, arrow
 * keys move through them, Enter opens the active one or searches for the text, Escape closes them. A header
 * with less room passes a shorter `placeholder` (its accessible name stays 'Search products').
 */
export function SearchBox({
  autoFocus = false,
  placeholder = SEARCH_MESSAGES.searchProducts,
}: {
  autoFocus?: boolean;
  placeholder?: string;
}) {
  const view = useSearchBox();
  return (
    <div className="search-suggest" onBlur={view.onBlur}>
      <form className="search-box" role="search" onSubmit={view.onSubmit}>
        <input
          className="search-box__input"
          type="search"
          name="query"
          role="combobox"
          autoComplete="off"
          aria-label={SEARCH_MESSAGES.searchProducts}
          aria-autocomplete="list"
          aria-expanded={view.expanded}
          aria-controls={view.expanded ? view.listboxId : undefined}
          aria-activedescendant={view.activeIndex >= 0 ? view.optionId(view.activeIndex) : undefined}
          placeholder={placeholder}
          value={view.query}
          onChange={(event) => view.onChange(event.target.value)}
          onKeyDown={view.onKeyDown}
          onFocus={view.onFocus}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the shopper opened search on purpose
          autoFocus={autoFocus}
        />
        <button className="search-box__submit" type="submit" aria-label={SEARCH_MESSAGES.submit}>
          <Icon name="search" size={20} />
        </button>
      </form>
      {view.suggesting ? (
        <Suspense fallback={null}>
          <Suggestions view={view} onResults={view.onSuggestions} />
        </Suspense>
      ) : null}
      <Announcement view={view} />
    </div>
  );
}

import type { MouseEvent } from 'react';
import { Image } from '../../../ui/image/image';
import type { SearchBoxView } from '../hooks/use-search-box';
import type { Suggestion } from '../hooks/use-suggestions';
import { SEARCH_MESSAGES } from '../messages';

const THUMBNAIL_WIDTH = 40;
const THUMBNAIL_HEIGHT = 50;

// Keeps focus in the input, where the combobox's keyboard handling lives.
const keepFocus = (event: MouseEvent) => event.preventDefault();

function Option({ view, suggestion, index }: { view: SearchBoxView; suggestion: Suggestion; index: number }) {
  const active = index === view.activeIndex;
  return (
    // Keyboard use goes through the combobox input (aria-activedescendant); a click here is the mouse path.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={view.optionId(index)}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={`search-suggest__option${active ? ' search-suggest__option--active' : ''}`}
      onMouseDown={keepFocus}
      onClick={() => view.choose(suggestion)}
    >
      {suggestion.kind === 'product' && suggestion.imageUrl ? (
        <Image resource={suggestion.imageUrl} alt="" width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} />
      ) : null}
      <span>
        {suggestion.kind === 'category' ? SEARCH_MESSAGES.inCategory(suggestion.label) : suggestion.label}
      </span>
    </li>
  );
}

function Group({ view, kind, label }: { view: SearchBoxView; kind: Suggestion['kind']; label: string }) {
  const entries = view.suggestions.map((suggestion, index) => ({ suggestion, index }));
  const mine = entries.filter((entry) => entry.suggestion.kind === kind);
  if (!mine.length) return null;
  const headingId = `${view.listboxId}-${kind}`;
  return (
    <ul role="group" aria-labelledby={headingId} className="search-suggest__group">
      <li role="presentation" className="search-suggest__heading" id={headingId}>
        {label}
      </li>
      {mine.map(({ suggestion, index }) => (
        <Option key={suggestion.key} view={view} suggestion={suggestion} index={index} />
      ))}
    </ul>
  );
}

/** The combobox's popup: suggested products, then categories to search in. */
export function SuggestionList({ view }: { view: SearchBoxView }) {
  return (
    <div
      id={view.listboxId}
      role="listbox"
      aria-label={SEARCH_MESSAGES.suggestions}
      className="search-suggest__popup"
    >
      <Group view={view} kind="product" label={SEARCH_MESSAGES.products} />
      <Group view={view} kind="category" label={SEARCH_MESSAGES.categories} />
    </div>
  );
}

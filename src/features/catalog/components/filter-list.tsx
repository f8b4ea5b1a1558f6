import { useState } from 'react';
import { FILTER_OPTIONS_SHOWN, type FilterCode } from '../constants';
import type { FilterGroupView } from '../hooks/use-filter-groups';
import { LISTING_MESSAGES } from '../messages';

interface FilterListProps {
  groups: FilterGroupView[];
  hasFilters: boolean;
  onToggle: (code: FilterCode, value: string) => void;
  onClear: () => void;
}

function FilterGroup({ group, onToggle }: { group: FilterGroupView; onToggle: FilterListProps['onToggle'] }) {
  const [expanded, setExpanded] = useState(false);
  const long = group.options.length > FILTER_OPTIONS_SHOWN;
  // Chosen options stay visible even when the list is folded.
  const shown =
    long && !expanded
      ? group.options.filter((o, i) => i < FILTER_OPTIONS_SHOWN || o.selected)
      : group.options;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{group.label}</legend>
      <ul className="filter-group__options">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="filter-group__option">
              <input
                type="checkbox"
                checked={option.selected}
                onChange={() => onToggle(group.code, option.value)}
              />
              {LISTING_MESSAGES.optionWithCount(option.label, option.count)}
            </label>
          </li>
        ))}
      </ul>
      {long ? (
        <button type="button" className="filter-group__more" onClick={() => setExpanded(!expanded)}>
          {expanded ? LISTING_MESSAGES.showLess : LISTING_MESSAGES.showMore}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The layered filters: a group of checkboxes per attribute; a choice applies at once (and goes in the URL). */
export function FilterList({ groups, hasFilters, onToggle, onClear }: FilterListProps) {
  return (
    <div className="filter-list">
      {hasFilters ? (
        <button type="button" className="filter-list__clear" onClick={onClear}>
          {LISTING_MESSAGES.clearAll}
        </button>
      ) : null}
      {groups.map((group) => (
        <FilterGroup key={group.code} group={group} onToggle={onToggle} />
      ))}
    </div>
  );
}

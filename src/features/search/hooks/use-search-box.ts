import { useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MIN_SUGGESTION_LENGTH, SUGGESTION_DEBOUNCE_MS } from '../constants';
import { executeSearch, selectSearchQuery } from '../search-slice';
import { useDebouncedValue } from './use-debounced-value';
import type { Suggestion } from './use-suggestions';

export interface SearchBoxView {
  query: string;
  /** The query once typing has settled: what suggestions are fetched for. */
  term: string;
  /** True from the first focus or input: the suggestions' code is loaded then, not with the header. */
  suggesting: boolean;
  /** Where the suggestions component hands its results. */
  onSuggestions: (suggestions: Suggestion[]) => void;
  listboxId: string;
  optionId: (index: number) => string;
  expanded: boolean;
  suggestions: Suggestion[];
  activeIndex: number;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
  onSubmit: (event: FormEvent) => void;
  choose: (suggestion: Suggestion) => void;
}

/** The header search: a combobox whose suggestions follow typing; Enter searches, or opens the active one. */
export function useSearchBox(): SearchBoxView {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query, setQuery] = useState(useAppSelector(selectSearchQuery));
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = useId();
  const [suggesting, setSuggesting] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const term = useDebouncedValue(query.trim(), SUGGESTION_DEBOUNCE_MS);
  const expanded = open && query.trim().length >= MIN_SUGGESTION_LENGTH && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    navigate(suggestion.href);
  };
  const move = (step: 1 | -1) => {
    if (!expanded) return setOpen(true);
    const count = suggestions.length;
    setActiveIndex((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const active = expanded ? suggestions[activeIndex] : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    close();
    if (query.trim()) void dispatch(executeSearch({ query, navigate }));
  };

  return {
    query,
    term,
    suggesting,
    onSuggestions: setSuggestions,
    listboxId,
    optionId: (index) => `${listboxId}-option-${index}`,
    expanded,
    suggestions,
    activeIndex: expanded ? activeIndex : -1,
    onChange: (value) => {
      setQuery(value);
      setSuggesting(true);
      setOpen(true);
      setActiveIndex(-1);
    },
    onKeyDown,
    onFocus: () => {
      setSuggesting(true);
      setOpen(true);
    },
    // Leaving the box (not to its own suggestions) closes them.
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    onSubmit,
    choose,
  };
}

import { useEffect } from 'react';
import type { SearchBoxView } from '../hooks/use-search-box';
import { useSuggestions, type Suggestion } from '../hooks/use-suggestions';
import { SuggestionList } from './suggestion-list';

/**
 * The search box's suggestions: fetched for the settled term and handed up to the combobox (whose keyboard
 * handling needs them), and shown as its popup. A chunk of its own, loaded when the shopper first uses the box.
 */
export default function Suggestions({
  view,
  onResults,
}: {
  view: SearchBoxView;
  onResults: (suggestions: Suggestion[]) => void;
}) {
  const suggestions = useSuggestions(view.term);
  useEffect(() => onResults(suggestions), [suggestions, onResults]);
  return view.expanded ? <SuggestionList view={view} /> : null;
}

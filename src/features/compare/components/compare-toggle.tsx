import './compare.css';
import type { CompareItem } from '../compare-item';
import { useCompareToggle } from '../hooks/use-compare-toggle';
import { COMPARE_MESSAGES as M } from '../messages';

/**
 * A small "Compare" switch (`corner`: over a product card's picture, opposite the wishlist heart): pressed
 * while the product is in the compare list.
 */
export default function CompareToggle({ item, corner }: { item: CompareItem; corner?: boolean }) {
  const view = useCompareToggle(item);
  return (
    <button
      type="button"
      className={corner ? 'compare-toggle compare-toggle--corner' : 'compare-toggle'}
      aria-pressed={view.inCompare}
      aria-label={view.label}
      title={view.label}
      disabled={!view.ready || view.busy}
      onClick={view.toggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5V3zm4 0v18h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2h-5z" />
      </svg>
      <span>{M.buttonLabel}</span>
    </button>
  );
}

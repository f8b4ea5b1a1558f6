import './compare.css';
import { Link } from 'react-router-dom';
import { COMPARE_PATH } from '../constants';
import { useCompareBar } from '../hooks/use-compare-bar';
import { COMPARE_MESSAGES as M } from '../messages';

/**
 * Fixed at the bottom while the shopper has products to compare (`raised`: above the phone's tab bar): how many,
 * the way to the compare page, and clearing the list. Beside the floating chat button, never under it.
 */
export default function CompareBar({ raised }: { raised?: boolean }) {
  const view = useCompareBar();
  if (!view.shown) return null;
  return (
    <aside className={raised ? 'compare-bar compare-bar--raised' : 'compare-bar'} aria-label={M.bar}>
      <Link className="compare-bar__link" to={COMPARE_PATH}>
        {view.countLabel}
      </Link>
      <button
        type="button"
        className="compare-bar__clear"
        onClick={view.clear}
        disabled={view.busy}
        aria-label={M.clearLabel}
      >
        {M.clear}
      </button>
    </aside>
  );
}

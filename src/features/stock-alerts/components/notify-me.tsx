import './stock-alerts.css';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { SignInPrompt } from '../../routing';
import { STOCK_ALERTS_PATH } from '../constants';
import { useNotifyMe } from '../hooks/use-notify-me';
import { STOCK_ALERT_MESSAGES as M } from '../messages';
import type { StockAlertItem } from '../stock-alert-event';

/**
 * In place of Add to Cart on a product that is out of stock: Notify me when available, or, once set, that it
 * is set with Undo. Loaded on demand (the stock-alerts feature's index), only for such a product.
 */
export default function NotifyMe({ item }: { item: StockAlertItem }) {
  const view = useNotifyMe(item);
  // The button pressed is disabled while the shop answers, then replaced: once the change is done, the button
  // now there takes the focus (rather than the page's body).
  const acted = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!acted.current || view.busy) return;
    acted.current = false;
    box.current?.querySelector('button')?.focus();
  }, [view.isSet, view.busy]);
  const act = (action: () => void) => () => {
    acted.current = true;
    action();
  };

  return (
    <div className="notify-me" ref={box}>
      <p className="notify-me__status" role="status">
        {view.isSet ? M.set : ''}
      </p>
      {view.isSet ? (
        <div className="notify-me__actions">
          <Button
            variant="secondary"
            onClick={act(view.undo)}
            disabled={view.busy}
            aria-label={M.undoLabel(item.name)}
          >
            {M.undo}
          </Button>
          <Link to={STOCK_ALERTS_PATH}>{M.manage}</Link>
        </div>
      ) : (
        <Button className="notify-me__button" onClick={act(view.notifyMe)} disabled={view.busy}>
          {M.notifyMe}
        </Button>
      )}
      {view.askToSignIn ? <SignInPrompt message={M.signInPrompt} /> : null}
      {view.error ? (
        <p className="notify-me__error" role="alert">
          {view.error}
        </p>
      ) : null}
    </div>
  );
}

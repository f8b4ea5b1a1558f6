import './returns.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { MY_RETURNS_PATH } from '../constants';
import { useOrderAfterSales } from '../hooks/use-order-after-sales';
import { RETURN_MESSAGES as M } from '../messages';

/** The order detail page's Reorder button, Return items link and the order's returns. */
export function OrderAfterSales({ orderNumber }: { orderNumber: string }) {
  const view = useOrderAfterSales(orderNumber);
  if (!view.ready) return null;
  return (
    <section className="order-after-sales" aria-label={M.orderReturns}>
      <div className="order-after-sales__actions">
        <Button onClick={view.reorder} disabled={view.reordering}>
          {view.reordering ? M.reordering : M.reorder}
        </Button>
        {view.returnHref ? (
          <Link className="order-after-sales__return" to={view.returnHref}>
            {M.returnItems}
          </Link>
        ) : null}
      </div>
      {view.reorderFailed ? <p role="alert">{M.reorderFailed}</p> : null}
      {view.returns.length > 0 ? (
        <ul className="order-after-sales__returns">
          {view.returns.map((r) => (
            <li key={r.uid}>
              <Link to={MY_RETURNS_PATH}>{M.returnLine(r.number, r.status)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

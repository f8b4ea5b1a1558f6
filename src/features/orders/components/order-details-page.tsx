import './orders.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { NotFoundView } from '../../routing';
import { OrderAfterSales } from '../../returns';
import { OrderInvoices } from '../../invoices';
import { ORDER_HISTORY_PATH } from '../constants';
import { useOrderDetails, type OrderDetailsView } from '../hooks/use-order-details';
import { useOrderTracking } from '../hooks/use-order-tracking';
import { ORDER_MESSAGES as M } from '../messages';
import { CancelOrder } from './cancel-order';
import { OrderSummary } from './order-summary';
import { OrderTrackingSections } from './order-tracking';

function Order({ view }: { view: OrderDetailsView }) {
  const tracking = useOrderTracking(view.number);
  const order = {
    id: tracking?.id ?? '',
    number: view.number,
    value: view.amounts?.grandTotal ?? 0,
    lines: view.lines,
  };
  return (
    <OrderSummary
      view={view}
      boxes={<OrderInvoices orderNumber={view.number} className="order-details__box" />}
    >
      <OrderAfterSales orderNumber={view.number} />
      <CancelOrder order={order} cancellable={Boolean(tracking?.available_actions.includes('CANCEL'))} />
      <OrderTrackingSections tracking={tracking} />
    </OrderSummary>
  );
}

/**
 * /order-history/{number}: an order's status, timeline, shipments and refunds, items, totals, addresses and
 * payment, and its cancellation while the shop allows it; not-found for others'.
 */
export default function OrderDetailsPage() {
  const view = useOrderDetails();
  if (view.notFound) return <NotFoundView />;
  let body;
  if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.loadError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else body = <Order view={view} />;
  return (
    <article className="order-details site-width" aria-labelledby="order-heading">
      <Link className="order-details__back" to={ORDER_HISTORY_PATH}>
        {M.backToOrders}
      </Link>
      <h1 id="order-heading">{M.orderHeading(view.number)}</h1>
      {body}
    </article>
  );
}

import './orders.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { Price } from '../../../ui/price/price';
import { ORDER_HISTORY_PATH } from '../constants';
import { useOrderHistory, type OrderHistoryView } from '../hooks/use-order-history';
import { ORDER_MESSAGES as M } from '../messages';

function Pager({ view }: { view: OrderHistoryView }) {
  const { currentPage, totalPages } = view;
  if (totalPages <= 1) return null;
  return (
    <nav className="orders-pager" aria-label="Pages">
      {currentPage > 1 ? (
        <Link className="button button--secondary" to={view.pageHref(currentPage - 1)}>
          {M.previous}
        </Link>
      ) : null}
      <span aria-current="page">{M.pageOf(currentPage, totalPages)}</span>
      {currentPage < totalPages ? (
        <Link className="button button--secondary" to={view.pageHref(currentPage + 1)}>
          {M.next}
        </Link>
      ) : null}
    </nav>
  );
}

function OrdersTable({ view }: { view: OrderHistoryView }) {
  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th scope="col">{M.orderNumber}</th>
          <th scope="col">{M.date}</th>
          <th scope="col">{M.status}</th>
          <th scope="col">{M.total}</th>
        </tr>
      </thead>
      <tbody>
        {view.orders.map((order) => (
          <tr key={order.number}>
            <th scope="row" data-label={M.orderNumber}>
              <Link
                to={`${ORDER_HISTORY_PATH}/${encodeURIComponent(order.number)}`}
                aria-label={M.view(order.number)}
              >
                {order.number}
              </Link>
            </th>
            <td data-label={M.date}>{order.date}</td>
            <td data-label={M.status}>{order.status}</td>
            <td data-label={M.total}>
              <Price value={order.total} currency={order.currency} float />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /order-history: the signed-in customer's orders, six to a page, each linking to its details. */
export default function OrderHistoryPage() {
  const view = useOrderHistory();
  let body;
  if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.loadError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else if (view.orders.length === 0)
    body = (
      <p className="orders-empty">
        {M.empty}{' '}
        <Link className="button button--primary" to="/">
          {M.startShopping}
        </Link>
      </p>
    );
  else
    body = (
      <>
        <OrdersTable view={view} />
        <Pager view={view} />
      </>
    );
  return (
    <section className="orders-page site-width" aria-labelledby="orders-heading">
      <h1 id="orders-heading">{M.historyTitle}</h1>
      {body}
    </section>
  );
}

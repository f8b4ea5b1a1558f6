import './orders.css';
import { Link } from 'react-router-dom';
import { PageBody } from '../../../ui/page-body/page-body';
import { Price } from '../../../ui/price/price';
import { ORDER_HISTORY_PATH, TRACK_ORDER_PATH } from '../constants';
import { useOrderHistory, type OrderHistoryView } from '../hooks/use-order-history';
import { ORDER_MESSAGES as M } from '../messages';
import { LinkPager } from '../../../ui/pager/link-pager';

function Pager({ view }: { view: OrderHistoryView }) {
  return (
    <LinkPager
      className="orders-pager"
      currentPage={view.currentPage}
      totalPages={view.totalPages}
      pageHref={view.pageHref}
    />
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
              <Price value={order.total} currency={order.currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Orders({ view }: { view: OrderHistoryView }) {
  if (view.orders.length === 0)
    return (
      <p className="orders-empty">
        {M.empty}{' '}
        <Link className="button button--primary" to="/">
          {M.startShopping}
        </Link>
      </p>
    );
  return (
    <>
      <OrdersTable view={view} />
      <Pager view={view} />
    </>
  );
}

/** /order-history: the signed-in customer's orders, six to a page, each linking to its details. */
export default function OrderHistoryPage() {
  const view = useOrderHistory();
  return (
    <section className="orders-page site-width" aria-labelledby="orders-heading">
      <h1 id="orders-heading">{M.historyTitle}</h1>
      <PageBody view={view} loadingText={M.loading} errorText={M.loadError} retryText={M.retry}>
        <Orders view={view} />
      </PageBody>
      {/* An order placed without signing in is not among the account's: Track your order finds it. */}
      <p className="orders-page__guest">
        {M.guestOrder} <Link to={TRACK_ORDER_PATH}>{M.trackGuestOrder}</Link>
      </p>
    </section>
  );
}

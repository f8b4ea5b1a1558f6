import './bills.css';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { Price } from '../../../ui/price/price';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../routing';
import type { BillPayment } from '../api/bills.graphql';
import { BILL_PAYMENT_PATH, categoryHref } from '../constants';
import { formatPaymentDate } from '../format-date';
import { useBillHistory, type BillHistoryView } from '../hooks/use-bill-history';
import { BILL_MESSAGES as M, STATUS_LABELS } from '../messages';
import { LinkPager } from '../../../ui/pager/link-pager';

function Pager({ view }: { view: BillHistoryView }) {
  return (
    <LinkPager
      className="bills-pager"
      currentPage={view.currentPage}
      totalPages={view.totalPages}
      pageHref={view.pageHref}
    />
  );
}

function PaymentItem({ payment }: { payment: BillPayment }) {
  const status = payment.status ?? 'PENDING';
  const reference = (payment.params ?? [])
    .map((p) => p?.value)
    .filter(Boolean)
    .join(', ');
  return (
    <li className="bills-payment">
      <div className="bills-payment__main">
        <h2 className="bills-payment__biller">{payment.biller_name}</h2>
        <p className="bills-payment__meta">
          {reference ? <span>{reference}</span> : null}
          <span>{formatPaymentDate(payment.created_at)}</span>
          {payment.transaction_id ? <span>{M.transaction(payment.transaction_id)}</span> : null}
        </p>
      </div>
      <div className="bills-payment__side">
        <Price value={payment.amount?.value ?? 0} float />
        <span className={`bills-status bills-status--${status.toLowerCase()}`}>
          {STATUS_LABELS[status] ?? status}
        </span>
        {payment.category ? (
          <Link
            to={categoryHref(payment.category)}
            aria-label={`${M.payAgain}: ${payment.biller_name ?? ''}`}
          >
            {M.payAgain}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** /bills-and-recharge: the customer's bill payments and recharges, newest first, six to a page. */
export default function BillHistoryPage() {
  const view = useBillHistory();
  const location = useLocation();
  let body;
  if (!view.signedIn) {
    const state: SignInRedirectState = { from: location.pathname + location.search };
    body = (
      <p className="bills-empty">
        {M.signInToSee}{' '}
        <Link className="button button--primary" to={SIGN_IN_PATH} state={state}>
          {M.signIn}
        </Link>
      </p>
    );
  } else if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.historyError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else if (view.payments.length === 0)
    body = (
      <p className="bills-empty">
        {M.empty}{' '}
        <Link className="button button--primary" to={BILL_PAYMENT_PATH}>
          {M.payABill}
        </Link>
      </p>
    );
  else
    body = (
      <>
        <ul className="bills-payments">
          {view.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
        <Pager view={view} />
      </>
    );
  return (
    <section className="bills-page site-width" aria-labelledby="bills-heading">
      <div className="bills-page__head">
        <h1 id="bills-heading">{M.historyTitle}</h1>
        {view.signedIn && view.payments.length > 0 ? (
          <Link className="button button--primary" to={BILL_PAYMENT_PATH}>
            {M.payABill}
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}

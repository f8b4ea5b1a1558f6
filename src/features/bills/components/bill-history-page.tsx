import './bills.css';
import { Link } from 'react-router-dom';
import { PageBody } from '../../../ui/page-body/page-body';
import { Price } from '../../../ui/price/price';
import type { BillPayment } from '../api/bills.graphql';
import { BILL_PAYMENT_PATH, categoryHref } from '../constants';
import { formatPaymentDate } from '../format-date';
import { useBillHistory, type BillHistoryView } from '../hooks/use-bill-history';
import { BILL_MESSAGES as M, STATUS_LABELS } from '../messages';
import { LinkPager } from '../../../ui/pager/link-pager';
import { SignInLine } from './sign-in-line';

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
        <Price value={payment.amount?.value ?? 0} />
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

function Payments({ view }: { view: BillHistoryView }) {
  if (view.payments.length === 0)
    return (
      <p className="bills-empty">
        {M.empty}{' '}
        <Link className="button button--primary" to={BILL_PAYMENT_PATH}>
          {M.payABill}
        </Link>
      </p>
    );
  return (
    <>
      <ul className="bills-payments">
        {view.payments.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} />
        ))}
      </ul>
      <Pager view={view} />
    </>
  );
}

/** /bills-and-recharge: the customer's bill payments and recharges, newest first, six to a page. */
export default function BillHistoryPage() {
  const view = useBillHistory();
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
      <PageBody
        view={view}
        guest={<SignInLine className="bills-empty" message={M.signInToSee} />}
        loadingText={M.loading}
        errorText={M.historyError}
        retryText={M.retry}
      >
        <Payments view={view} />
      </PageBody>
    </section>
  );
}

import './bills.css';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../routing';
import { BILL_HISTORY_PATH, BILL_PAYMENT_PATH, categoryHref } from '../constants';
import { useBillPaymentReturn } from '../hooks/use-bill-payment-return';
import { BILL_MESSAGES as M } from '../messages';

/** The payment return page of a bill payment: its real status, and what the shopper can do next. */
export default function BillReturnPage() {
  const view = useBillPaymentReturn();
  const location = useLocation();
  const category = view.payment?.category;
  const from: SignInRedirectState = { from: location.pathname };
  return (
    <section className="bills-page bills-return site-width" aria-labelledby="bills-heading">
      <h1 id="bills-heading">{M.returnTitle}</h1>
      <p role={view.state === 'failed' || view.state === 'not-found' ? 'alert' : 'status'}>{view.message}</p>
      {view.state === 'paid' && view.payment?.transaction_id ? (
        <p>{M.transaction(view.payment.transaction_id)}</p>
      ) : null}
      <div className="bills-return__actions">
        {view.state === 'pending' ? (
          <Button onClick={view.checkAgain} disabled={view.checking}>
            {M.checkAgain}
          </Button>
        ) : null}
        {view.state === 'failed' || view.state === 'refunded' ? (
          <Link className="button button--primary" to={category ? categoryHref(category) : BILL_PAYMENT_PATH}>
            {M.retry}
          </Link>
        ) : null}
        {view.signedIn ? null : (
          <Link className="button button--primary" to={SIGN_IN_PATH} state={from}>
            {M.signIn}
          </Link>
        )}
        {view.signedIn && view.state !== 'checking' ? (
          <Link className="button button--secondary" to={BILL_HISTORY_PATH}>
            {M.seeHistory}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

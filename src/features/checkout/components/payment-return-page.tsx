import './checkout.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { CHECKOUT_MESSAGES as M } from '../page-messages';

/** The payment return page: the order's real payment state, and what the shopper can do next. */
export default function PaymentReturnPage() {
  const view = usePaymentReturn();
  return (
    <div className="checkout-page order-confirmation site-width">
      <h1>{M.paymentTitle}</h1>
      <p role={view.state === 'failed' ? 'alert' : 'status'}>{view.message}</p>
      {view.state === 'failed' ? (
        <>
          <p>{M.itemsKept}</p>
          <Link className="button button--primary" to="/checkout">
            {M.tryAgain}
          </Link>
        </>
      ) : null}
      {view.state === 'pending' ? <Button onClick={view.checkAgain}>{M.checkAgain}</Button> : null}
      {view.state === 'not-found' ? (
        <Link className="button button--primary" to="/">
          {M.continueShopping}
        </Link>
      ) : null}
    </div>
  );
}

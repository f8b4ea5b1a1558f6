import './checkout.css';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { whenPageSettled } from '../../../lib/page-settled';
import { Button } from '../../../ui/button/button';
import { lazyComponent } from '../../../ui/lazy/lazy-component';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { preloadStepMutations } from '../checkout-steps';
import { checkoutShown } from '../hooks/use-checkout-cart';
import { useCheckoutPage, type CheckoutSection } from '../hooks/use-checkout-page';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { OrderSummary } from './order-review';
import { ShippingAddressStep } from './shipping-address-step';
import { ShippingMethodStep } from './shipping-method-step';

// The payment and review steps open after the shipping ones: their code comes in a chunk of its own, asked for
// once the first page has settled (a visit opening on checkout waits for less code first).
const laterSteps = () => import(/* webpackChunkName: "checkout-later-steps" */ './later-steps');
const stepLoading = <Shimmer height="6rem" />;
const PaymentStep = lazyComponent(() => laterSteps().then((m) => ({ default: m.PaymentStep })), stepLoading);
const PlaceOrder = lazyComponent(() => laterSteps().then((m) => ({ default: m.PlaceOrder })), stepLoading);

/** Once the first page has settled (what it opens with is painted): they must not compete with it. */
function preloadLaterSteps(): void {
  void whenPageSettled().then(() => {
    preloadStepMutations();
    PaymentStep.preload().catch(() => {}); // a step that cannot load reports it when it opens
    PlaceOrder.preload().catch(() => {});
  });
}

const TITLES: Record<CheckoutSection, string> = {
  shippingAddress: M.shippingAddress,
  shippingMethod: M.shippingMethod,
  payment: M.billingAndPayment,
  review: M.review,
};

/** /checkout: shipping address, shipping method, billing and payment, then review and Place order. */
export default function CheckoutPage() {
  const view = useCheckoutPage();
  const { cart } = view;
  // The cart's answer re-renders at once and unbroken (Apollo's useQuery): the steps and summary it opens
  // render as a deferred (time-sliced) update instead, "Loading…" showing until then.
  const ready = useDeferredValue(view.begun && !cart.loading);
  useEffect(() => {
    if (!ready) return;
    checkoutShown(); // what the page opens with is on screen: deferred work may start (app/pages.ts)
    preloadLaterSteps();
  }, [ready]);
  if (view.paymentUrl)
    return (
      <div className="checkout-page site-width">
        <h1>{M.title}</h1>
        <p role="status">{M.redirecting}</p>
        <a className="button button--primary" href={view.paymentUrl}>
          {M.continueToPayment}
        </a>
      </div>
    );
  if (!ready || !view.begun || cart.loading) return <p className="checkout-page site-width">{M.loading}</p>;
  if (cart.isEmpty || cart.failed)
    return (
      <div className="checkout-page site-width">
        <h1>{M.title}</h1>
        <p>{cart.failed ? M.unexpected : M.emptyCart}</p>
        <Link className="button button--primary" to="/">
          {M.continueShopping}
        </Link>
      </div>
    );

  const step = (section: CheckoutSection, summary: string, body: ReactNode) => {
    const open = view.open === section;
    return (
      <section className="checkout-step" aria-labelledby={`checkout-${section}`}>
        <div className="checkout-step__head">
          <h2 id={`checkout-${section}`}>{TITLES[section]}</h2>
          {view.done(section) ? (
            <Button
              variant="ghost"
              onClick={() => view.edit(section)}
              aria-label={`${M.edit} ${TITLES[section]}`}
            >
              {M.edit}
            </Button>
          ) : null}
        </div>
        {open ? body : view.done(section) ? <p className="checkout-step__summary">{summary}</p> : null}
      </section>
    );
  };

  return (
    <div className="checkout-page site-width">
      <h1>{M.title}</h1>
      <div className="checkout-page__layout">
        <div className="checkout-page__steps">
          {step(
            'shippingAddress',
            view.summary.shippingAddress,
            <ShippingAddressStep onAccepted={view.next} />,
          )}
          {step(
            'shippingMethod',
            view.summary.shippingMethod,
            <ShippingMethodStep
              methods={cart.shippingMethods}
              eventCart={cart.eventCart}
              onAccepted={view.next}
            />,
          )}
          {step(
            'payment',
            view.summary.payment,
            <PaymentStep context={cart.payment} onAccepted={view.next} />,
          )}
          {step('review', '', <PlaceOrder cart={cart} />)}
        </div>
        <aside className="checkout-page__summary" aria-label={M.orderSummary}>
          <OrderSummary cart={cart} />
        </aside>
      </div>
    </div>
  );
}

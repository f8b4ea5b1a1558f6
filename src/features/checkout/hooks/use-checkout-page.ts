import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fullPageLoad } from '../../../lib/navigation';
import { usePageTitle } from '../../routing';
import { CHECKOUT_EVENTS, trackCheckout } from '../checkout-events';
import { selectCheckout } from '../checkout-slice';
import { beginCheckout } from '../checkout-thunks';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { allPaymentOptions } from '../all-payment-options';
import { providerName } from '../../../../common/checkout/gateway-methods';
import { FREE_OPTION, hostedPageFor } from '../payment-options';
import { useCheckoutCart, type CheckoutCart } from './use-checkout-cart';
import { GST_INVOICE_MESSAGES } from '../../gst-invoice';

function paymentLabel(id: string): string {
  const option = [FREE_OPTION, ...allPaymentOptions()].find((o) => o.id === id || o.pg === id);
  if (!option) return id;
  return option.method ? M.gatewayOption(option.label, providerName(option.pg)) : option.label;
}

export type CheckoutSection = 'shippingAddress' | 'shippingMethod' | 'payment' | 'review';
const ORDER: CheckoutSection[] = ['shippingAddress', 'shippingMethod', 'payment', 'review'];

export interface CheckoutPageView {
  begun: boolean;
  cart: CheckoutCart;
  /** The section open now: the first not yet accepted, or the one the shopper went back to edit. */
  open: CheckoutSection;
  /** Sections already accepted (shown as a summary with an Edit button). */
  done: (section: CheckoutSection) => boolean;
  edit: (section: CheckoutSection) => void;
  /** Called when the open section is accepted: the one after it opens (a new address needs its method). */
  next: () => void;
  /** A gateway order placed: the shopper is on the way to its payment page. */
  paymentUrl: string | null;
  summary: { shippingAddress: string; shippingMethod: string; payment: string };
}

/**
 * /checkout: begin restores what was accepted on an earlier visit (so a reload resumes), then the sections
 * open one after another as each is accepted.
 */
export function useCheckoutPage(): CheckoutPageView {
  usePageTitle(M.title);
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const cart = useCheckoutCart();
  const [begun, setBegun] = useState(false);
  const [editing, setEditing] = useState<CheckoutSection | null>(null);
  const tracked = useRef(false);

  useEffect(() => {
    void dispatch(beginCheckout()).then(() => setBegun(true));
  }, [dispatch]);

  // Leaves for the gateway's hosted page (the new, empty cart must not replace this with "cart is empty"),
  // which opens on the way to pay the shopper chose here.
  const chosenOption = allPaymentOptions().find((o) => o.id === checkout.paymentData?.option);
  const paymentUrl = checkout.payment ? hostedPageFor(checkout.payment.url, chosenOption) : null;
  useEffect(() => {
    if (paymentUrl) fullPageLoad(paymentUrl);
  }, [paymentUrl]);

  useEffect(() => {
    if (tracked.current || cart.items.length === 0) return;
    tracked.current = true;
    trackCheckout(CHECKOUT_EVENTS.beginCheckout, cart.eventCart);
  });

  const accepted: Record<CheckoutSection, boolean> = {
    shippingAddress: Boolean(checkout.shippingAddress),
    shippingMethod: Boolean(checkout.shippingMethod),
    payment: Boolean(checkout.paymentCode),
    review: false,
  };
  const firstOpen = ORDER.find((section) => !accepted[section]) ?? 'review';
  // Editing goes back only; a later section opens by accepting the earlier ones.
  const open = editing && ORDER.indexOf(editing) <= ORDER.indexOf(firstOpen) ? editing : firstOpen;
  const address = checkout.shippingAddress;

  return {
    begun,
    cart,
    paymentUrl,
    open,
    done: (section) => accepted[section] && section !== open && ORDER.indexOf(section) < ORDER.indexOf(open),
    edit: setEditing,
    next: () => setEditing(ORDER[ORDER.indexOf(open) + 1] ?? null),
    summary: {
      shippingAddress: address
        ? [
            `${address.firstname} ${address.lastname}`,
            ...address.street,
            `${address.city} ${address.postcode}`,
          ].join(', ')
        : '',
      shippingMethod: checkout.shippingTitle,
      payment: [
        paymentLabel(checkout.paymentData?.option ?? checkout.paymentCode),
        ...(checkout.billingAddress?.vat_id
          ? [GST_INVOICE_MESSAGES.summary(checkout.billingAddress.vat_id)]
          : []),
      ].join(' · '),
    },
  };
}

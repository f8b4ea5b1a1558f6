import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { createServiceThunk } from '../../../lib/services';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cartBreakdownAmounts, createCart, selectCartId } from '../../cart';
import type { BreakdownAmounts } from '../../../../common/price/price-breakdown-model';
import {
  GET_CHECKOUT_CART,
  type CheckoutCartData,
  type CheckoutCartItem,
} from '../api/checkout-cart.graphql';
import type { ShippingMethod } from '../api/checkout.graphql';
import { cartEventItems, type EventCart } from '../checkout-events';
import type { PaymentContext } from '../payment-options';

export interface CheckoutCart {
  cartId: string | null;
  loading: boolean;
  /** The cart could not be read (network or an unexpected answer). */
  failed: boolean;
  items: CheckoutCartItem[];
  isEmpty: boolean;
  /** The cart's money as the shop computed it, for the summary's price breakdown. */
  amounts: BreakdownAmounts | null;
  shippingMethods: ShippingMethod[];
  payment: PaymentContext;
  eventCart: EventCart;
  refetch: () => void;
}

/** Set when the visit opened on checkout and its cart was asked for while the app booted. */
let askedAtBoot = false;

/**
 * For a visit that opens on checkout (app/pages.ts preloadPageData): its cart is asked for while the app boots,
 * not after the page's first render; the page's first mount then reads that fresh answer (or joins the request
 * still in flight: Apollo sends one request for identical queries) instead of asking again.
 */
const preloadCart = createServiceThunk('checkout/preloadCart', async (_: void, api) => {
  const cartId = await api.dispatch(createCart()).unwrap();
  askedAtBoot = true;
  await api.extra.apollo
    .query({ query: GET_CHECKOUT_CART, variables: { cartId }, fetchPolicy: 'network-only' })
    .catch(() => {}); // the page's own query reports a failure
});

/** Resolves the boot's "the checkout page has shown its cart" (see preloadCheckoutCart). */
let markShown: (() => void) | null = null;

/** Resolves once the page has shown what it opens with (the cart, its emptiness or a failure). */
export function preloadCheckoutCart(dispatch: ReturnType<typeof useAppDispatch>): Promise<void> {
  const shown = new Promise<void>((resolve) => (markShown = resolve));
  void dispatch(preloadCart());
  return shown;
}

/** Called by the page once it shows its content: the app's deferred work may start (app/pages.ts). */
export function checkoutShown(): void {
  const mark = markShown;
  markShown = null;
  if (!mark) return;
  // Called in the effect of the commit that shows the cart, before the browser has painted it: the held work
  // (badges, the customer's details) goes out after that paint, the page's largest. Two frames: measured with
  // one, the requests still went out just before the largest paint was recorded.
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(mark, 0)));
  else mark();
}

const present = <T>(list: (T | null)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x !== null);

/** The cart as checkout shows it, always from the network (SPEC 4), with what the steps derive from it. */
export function useCheckoutCart(): CheckoutCart {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  // SPEC 4.1: the stored cart (or a new one) when the page opens before the app's start-up found it.
  useEffect(() => {
    if (!cartId) void dispatch(createCart());
  }, [cartId, dispatch]);
  // Read at the first render, forgotten once mounted: a later visit to the page asks the network again.
  const [bootAnswer] = useState(() => askedAtBoot);
  useEffect(() => {
    askedAtBoot = false;
  }, []);
  const { data, loading, error, refetch } = useQuery<CheckoutCartData>(GET_CHECKOUT_CART, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: bootAnswer ? 'cache-first' : 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const cart = data?.cart ?? null;
  const items = present(cart?.items);
  const couponCodes = present(cart?.applied_coupons).map((c) => c.code);
  const grandTotal = cart?.prices?.grand_total?.value ?? 0;
  return {
    cartId,
    loading: (loading && !cart) || !cartId,
    failed: Boolean(error) && !cart,
    items,
    isEmpty: Boolean(cart) && items.length === 0,
    amounts: cart ? cartBreakdownAmounts(cart) : null,
    shippingMethods: present(cart?.shipping_addresses?.[0]?.available_shipping_methods).filter(
      (m) => m.available !== false,
    ),
    payment: {
      availableMethods: present(cart?.available_payment_methods).map((m) => m.code),
      isOnlyUpi: Boolean(cart?.is_only_upi),
      couponCodes,
    },
    eventCart: { items: cartEventItems(items), value: grandTotal, coupon: couponCodes[0] },
    refetch: () => void refetch().catch(() => {}),
  };
}

import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { createServiceThunk } from '../../../lib/services';
import { GET_CART_DETAILS } from '../api/cart-details.graphql';
import { selectCartError, selectCartId, selectCartStatus } from '../cart-slice';
import { getCartDetails } from '../cart-item-thunks';
import type { CartDetailsData } from '../cart-types';
import { firstLinePicture, preloadLinePicture } from '../first-line-picture';

const DETAILS = GET_CART_DETAILS as TypedDocumentNode<CartDetailsData, { cartId: string }>;

/** Set when the visit's first page shows the cart and its details were asked for at boot. */
let askedAtBoot = false;
/** Resolves the boot's "the cart page has shown its answer" (see preloadCartDetails). */
let markShown: (() => void) | null = null;

/** The boot's details request, then the first line's picture at once (it is the page's largest paint). */
const preloadCartPage = createServiceThunk('cart/preloadPage', async (_: void, api) => {
  const cartId = await api.dispatch(getCartDetails()).unwrap();
  const cart = api.extra.apollo.readQuery({ query: DETAILS, variables: { cartId } })?.cart;
  const picture = firstLinePicture(cart);
  if (picture) await preloadLinePicture(picture);
});

/**
 * For a visit that opens on the cart (app/pages.ts preloadPageData): the details are asked for while the app
 * boots, not after the page's first render, and that page's mount then takes this request as its own.
 * Resolves once the page has shown the answer and its first picture has loaded (or either failed).
 */
export function preloadCartDetails(dispatch: ReturnType<typeof useAppDispatch>): Promise<void> {
  askedAtBoot = true;
  const shown = new Promise<void>((resolve) => (markShown = resolve));
  const loaded = dispatch(preloadCartPage()).then(() => undefined);
  return Promise.all([shown, loaded]).then(() => undefined);
}

/** Called by the cart page once it shows its answer (or its failure): the app's deferred work may start. */
export function cartPageShown(): void {
  markShown?.();
  markShown = null;
}

/**
 * The cart as the pages that show it read it: fetched from the network on mount (SPEC 4.2, by the slice, which
 * also recovers an invalid cart), then read from Apollo's cache, which every cart mutation's answer updates.
 */
export function useCartDetails() {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const status = useAppSelector(selectCartStatus('details'));
  const error = useAppSelector(selectCartError('details'));
  const { data } = useQuery(DETAILS, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-only',
  });

  // The boot's request is the first mount's own (a ref, so that StrictMode's second effect run knows too).
  const tookBootRequest = useRef(false);
  useEffect(() => {
    if (askedAtBoot) [askedAtBoot, tookBootRequest.current] = [false, true];
    if (!tookBootRequest.current) void dispatch(getCartDetails());
  }, [dispatch]);

  const cart = data?.cart ?? null;
  return {
    cart,
    loading: !cart && (status === 'pending' || status === 'idle'),
    failed: !cart && status === 'failed',
    error,
    refetch: () => void dispatch(getCartDetails()),
  };
}

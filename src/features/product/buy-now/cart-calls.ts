// The cart calls Buy Now makes, starting (start-buy-now.ts) and putting back (put-back.ts): adding lines,
// switching the session's cart, reading and emptying a customer's cart.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { RequestFailure } from '../../../lib/request';
import type { Services } from '../../../lib/services';
import { STORAGE_KEYS } from '../../../lib/storage';
import { createCart, removeCart, type CartState } from '../../cart';
import type { UserState } from '../../user';
import type { AddBuyNowItemsData, CartToSetAsideData } from '../api/buy-now.graphql';
import type { SetAsideLine } from './buy-now-record';

type State = { cart: CartState; user: UserState };
export type BuyNowThunk<T = void> = ThunkAction<Promise<T>, State, Services, UnknownAction>;

export const api = () => import(/* webpackChunkName: "buy-now" */ '../api/buy-now.graphql');

/** Adds `lines` to the cart in one call; Magento's refusals (stock, quantity) reject with its words. */
export async function addLines({ apollo }: Services, cartId: string, lines: SetAsideLine[]) {
  const { ADD_BUY_NOW_ITEMS } = await api();
  const cartItems = lines.map(({ sku, parentSku, quantity }) => ({
    sku,
    quantity,
    ...(parentSku ? { parent_sku: parentSku } : {}),
  }));
  const { data } = await apollo.mutate<AddBuyNowItemsData>({
    mutation: ADD_BUY_NOW_ITEMS,
    variables: { cartId, cartItems },
  });
  const errors = data?.addProductsToCart?.user_errors ?? [];
  if (errors.length) throw new RequestFailure(errors.map((e) => e.message).join('\n'));
}

/**
 * Makes `cartId` the session's cart (stored, in the state; the old one's cached data dropped). The old id goes
 * and the new one is stored in the same task (removeCart's work is synchronous): a page that asks for the cart
 * in between finds the new id in storage rather than making a cart of its own.
 */
export const switchSessionCart =
  (cartId: string | null): BuyNowThunk =>
  async (dispatch, _getState, { storage }) => {
    void dispatch(removeCart());
    if (!cartId) return;
    storage.setItem(STORAGE_KEYS.cartId, cartId);
    await dispatch(createCart());
  };

/** The customer's cart as Buy Now sets it aside: the lines (as they can be added again) and the discounts. */
export async function readCart({ apollo }: Services, cartId: string) {
  const { GET_CART_TO_SET_ASIDE } = await api();
  const { data } = await apollo.query<CartToSetAsideData>({
    query: GET_CART_TO_SET_ASIDE,
    variables: { cartId },
    fetchPolicy: 'network-only',
  });
  const cart = data?.cart;
  const items = (cart?.items ?? []).flatMap((item) => (item?.product?.sku ? [item] : []));
  return {
    email: data?.customer?.email ?? null,
    itemIds: items.map((item) => item.uid),
    lines: items.map((item) => {
      const variant = item.configured_variant?.sku;
      return variant
        ? { sku: variant, parentSku: item.product!.sku!, quantity: item.quantity }
        : { sku: item.product!.sku!, quantity: item.quantity };
    }),
    coupon: cart?.applied_coupons?.find(Boolean)?.code ?? null,
    giftCards: (cart?.applied_gift_cards ?? []).flatMap((g) => (g?.code ? [g.code] : [])),
    coins: (cart?.mw_applied_reward_points?.points ?? 0) > 0,
  };
}

/** Empties the cart: its discounts first (they would apply to the Buy Now order), then its lines. */
export async function emptyCart(
  services: Services,
  cartId: string,
  held: Awaited<ReturnType<typeof readCart>>,
) {
  const m = await api();
  const send = (mutation: typeof m.REMOVE_SET_ASIDE_COUPON, variables: Record<string, string>) =>
    services.apollo.mutate({ mutation, variables: { cartId, ...variables } });
  if (held.coupon) await send(m.REMOVE_SET_ASIDE_COUPON, {});
  for (const code of held.giftCards) await send(m.REMOVE_SET_ASIDE_GIFT_CARD, { code });
  if (held.coins) await send(m.REMOVE_SET_ASIDE_COINS, {});
  for (const itemId of held.itemIds) await send(m.REMOVE_SET_ASIDE_ITEM, { itemId });
}

// The thunks of the pages that show or change the cart (cart page, mini-cart, product page, checkout): its
// details and its items. Apart from the slice, which tracks them by type (CART_ITEM_THUNKS), so that they load
// with those pages and not with the first paint.
import { RequestFailure, settle, toRequestError, type RequestError } from '../../lib/request';
import { createServiceThunk } from '../../lib/services';
import type { AddProductsToCartResult } from './api/cart-items.graphql';
import { isInvalidCartError } from './cart-errors';
import { CART_ITEM_THUNKS, ensureCartId, replaceInvalidCart, type CartThunkApi } from './cart-slice';

/** The item mutations, loaded with the shopper's first change to the cart. */
const itemMutations = () => import(/* webpackChunkName: "cart-items" */ './api/cart-items.graphql');

/** SPEC 4.5–4.7: an invalid cart is its own kind of failure; a network error never is. */
function cartError(error: unknown): RequestError {
  const classified = toRequestError(error);
  return isInvalidCartError(error) ? { ...classified, kind: 'invalid-cart' } : classified;
}

async function fetchDetails(api: CartThunkApi, cartId: string) {
  // The full cart document (items, prices, totals) is for after sign-in and the cart pages, not the first load.
  const { GET_CART_DETAILS } = await import(
    /* webpackChunkName: "cart-details" */ './api/cart-details.graphql'
  );
  return api.extra.apollo.query({
    query: GET_CART_DETAILS,
    variables: { cartId },
    fetchPolicy: 'network-only',
  });
}

/** Runs `work` on the cart; on a cart Magento no longer accepts, replaces it (SPEC 4.5) and runs `work` once more. */
async function onValidCart<T>(api: CartThunkApi, work: (cartId: string) => Promise<T>): Promise<T> {
  const cartId = await ensureCartId(api);
  try {
    return await work(cartId);
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
    return work(await replaceInvalidCart(api));
  }
}

/** SPEC 4.2: fetches the cart's contents from the network; an invalid cart is replaced and refetched once. */
export const getCartDetails = createServiceThunk(CART_ITEM_THUNKS.details, (_: void, api) =>
  settle(
    api,
    () =>
      onValidCart(api, async (cartId) => {
        await fetchDetails(api, cartId);
        return cartId;
      }),
    cartError,
  ),
);

export interface AddItemPayload {
  sku: string;
  quantity: number;
  /** For a configurable product's child, the parent's SKU. */
  parentSku?: string;
  selectedOptions?: string[];
}

async function sendAddItem(api: CartThunkApi, cartId: string, item: AddItemPayload): Promise<void> {
  const cartItem = {
    sku: item.sku,
    quantity: item.quantity,
    ...(item.parentSku ? { parent_sku: item.parentSku } : {}),
    ...(item.selectedOptions ? { selected_options: item.selectedOptions } : {}),
  };
  const { ADD_PRODUCTS_TO_CART } = await itemMutations();
  const { data } = await api.extra.apollo.mutate<AddProductsToCartResult>({
    mutation: ADD_PRODUCTS_TO_CART,
    variables: { cartId, cartItems: [cartItem] },
  });
  const userErrors = data?.addProductsToCart?.user_errors ?? [];
  if (userErrors.length) throw new RequestFailure(userErrors.map((error) => error.message).join('\n'));
}

/**
 * Adds an item. The mutation's answer updates the header's count; the cart itself is not fetched (see the top).
 * On an invalid cart the cart is replaced and the add tried once more (SPEC 4.5); the header's query fetches
 * the new cart's details as soon as its id changes.
 */
export const addItemToCart = createServiceThunk(CART_ITEM_THUNKS.add, (item: AddItemPayload, api) =>
  settle(api, () => onValidCart(api, (cartId) => sendAddItem(api, cartId, item)), cartError),
);

/** Runs a change to an existing item; an invalid cart is replaced, the failure still reported. */
async function changeItem(api: CartThunkApi, change: (cartId: string) => Promise<void>): Promise<void> {
  const cartId = await ensureCartId(api);
  try {
    await change(cartId);
  } catch (error) {
    if (isInvalidCartError(error)) await replaceInvalidCart(api);
    await api.dispatch(getCartDetails());
    throw error;
  }
  await api.dispatch(getCartDetails());
}

export interface UpdateItemPayload {
  /** The cart item's uid. */
  itemId: string;
  quantity: number;
  /** A configurable item with new options: Magento cannot change them in place, so it is removed and re-added. */
  replaceWith?: Omit<AddItemPayload, 'quantity'>;
}

export const updateItemInCart = createServiceThunk(
  CART_ITEM_THUNKS.update,
  (payload: UpdateItemPayload, api) =>
    settle(
      api,
      () =>
        changeItem(api, async (cartId) => {
          const { itemId, quantity, replaceWith } = payload;
          const { REMOVE_ITEM_FROM_CART, UPDATE_CART_ITEMS } = await itemMutations();
          if (!replaceWith) {
            const variables = { cartId, itemId, quantity };
            await api.extra.apollo.mutate({ mutation: UPDATE_CART_ITEMS, variables });
            return;
          }
          await api.extra.apollo.mutate({ mutation: REMOVE_ITEM_FROM_CART, variables: { cartId, itemId } });
          await sendAddItem(api, cartId, { ...replaceWith, quantity });
        }),
      cartError,
    ),
);

export const removeItemFromCart = createServiceThunk(
  CART_ITEM_THUNKS.remove,
  ({ itemId }: { itemId: string }, api) =>
    settle(
      api,
      () =>
        changeItem(api, async (cartId) => {
          const { REMOVE_ITEM_FROM_CART } = await itemMutations();
          await api.extra.apollo.mutate({ mutation: REMOVE_ITEM_FROM_CART, variables: { cartId, itemId } });
        }),
      cartError,
    ),
);

// The session's cart (SPEC 4 "Cart lifecycle"). Redux keeps the cart id and the status of each call; the cart's
// contents live in the Apollo cache (one Cart entry, app/apollo/type-policies.ts).
//
// Details (lifecycle 2) on a page that shows no cart are what it shows of the cart: the header's count. The
// header's own light query (app/shell GetCartTrigger) is that page's details, fetched from the network once per
// visit, and every item mutation answers with the cart's count into the same cached Cart. So start-up and Add
// to Cart fetch nothing more. The full document (getCartDetails, network-only) is for the pages that show the
// cart (cart page, mini-cart, checkout), which dispatch it, and follows an update or a remove, which only
// they offer.
import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { clearCartDataFromCache } from '../../lib/apollo-cache';
import { idleRequests, settle, trackRequests, type Requests } from '../../lib/request';
import { createServiceThunk, type Services } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';
import { sessionCartRemoved, signOut, type UserState } from '../user';
import { isInvalidCartError } from './cart-errors';
import { requestNewCart } from './cart-id';

/**
 * The thunks of the pages that show or change the cart (cart-item-thunks.ts), by type: the slice tracks them
 * without their code, which loads with those pages, not with the first paint.
 */
export const CART_ITEM_THUNKS = {
  details: 'cart/getDetails',
  add: 'cart/addItem',
  update: 'cart/updateItem',
  remove: 'cart/removeItem',
} as const;

export type CartOperation = 'get' | 'details' | 'add' | 'update' | 'remove';

export interface CartState extends Requests<CartOperation> {
  cartId: string | null;
  /** The item whose options are being edited, by uid. */
  editingItemUid: string | null;
}

const OPERATIONS: CartOperation[] = ['get', 'details', 'add', 'update', 'remove'];

export function initialCartState(): CartState {
  return { cartId: null, ...idleRequests(OPERATIONS), editingItemUid: null };
}

type WithCart = { cart: CartState };
export type CartThunkApi = {
  getState: () => unknown;
  extra: Services;
  dispatch: ThunkDispatch<unknown, Services, UnknownAction>;
};
export const cartState = (api: CartThunkApi) => (api.getState() as WithCart & { user: UserState }).cart;

/** SPEC 4.1: the id in memory, else the stored one, else a new empty cart (stored for next time). */
export const createCart = createServiceThunk('cart/getCart', (_: void, api) =>
  settle(api, async () => {
    const current = cartState(api).cartId;
    if (current) return current;
    return api.extra.storage.getItem<string>(STORAGE_KEYS.cartId) ?? requestNewCart(api.extra);
  }),
);

/**
 * Start-up and sign-in: the cart id as createCart finds it; a stored one is first checked with Magento (SPEC
 * 7.1, cart by cart_id, network-only), and one this shopper may no longer use is replaced (SPEC 4.5). Any other
 * failure says nothing about the cart (SPEC 4.7): it is kept. The check's query loads after the first paint.
 */
export const startCart = createServiceThunk('cart/start', (_: void, api) =>
  settle(api, async () => {
    const current = cartState(api).cartId;
    const stored = !current && Boolean(api.extra.storage.getItem(STORAGE_KEYS.cartId));
    // A guest's first cart: nobody waits for it, so it is made in short steps at idle moments.
    if (!current && !stored) return requestNewCart(api.extra, { inBackground: true });
    const cartId = await ensureCartId(api);
    if (!stored) return cartId;
    const { GET_CART_ID } = await import(/* webpackChunkName: "cart-access" */ './api/cart-access.graphql');
    try {
      await api.extra.apollo.query({
        query: GET_CART_ID,
        variables: { cartId },
        fetchPolicy: 'network-only',
      });
    } catch (error) {
      if (isInvalidCartError(error)) return replaceInvalidCart(api);
    }
    return cartId;
  }),
);

/** Forgets the cart: stored id, cached contents and state. */
export const removeCart = createServiceThunk('cart/removeCart', (_: void, { dispatch, extra }) => {
  extra.storage.removeItem(STORAGE_KEYS.cartId);
  clearCartDataFromCache(extra.apollo);
  dispatch(cartReset());
});

export async function ensureCartId(api: CartThunkApi): Promise<string> {
  return api.dispatch(createCart()).unwrap();
}

/** SPEC 4.5: a cart Magento no longer accepts is dropped (signing out first if signed in) and replaced. */
export async function replaceInvalidCart(api: CartThunkApi): Promise<string> {
  const { user } = api.getState() as { user: UserState };
  if (user.isSignedIn) await api.dispatch(signOut());
  else await api.dispatch(removeCart());
  return ensureCartId(api);
}

/** SPEC 4.8: another tab switched carts; this page's cart is stale, so reload. Returns the unsubscribe. */
export const watchStoredCartId =
  (): ThunkAction<() => void, WithCart, Services, UnknownAction> =>
  (_dispatch, getState, { storage, reload }) => {
    const onStorage = () => {
      const stored = storage.getItem<string>(STORAGE_KEYS.cartId);
      const current = getState().cart.cartId;
      if (stored && current && stored !== current) reload();
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  };

const tracked = [
  ['get', createCart],
  ['get', startCart],
  ['details', CART_ITEM_THUNKS.details],
  ['add', CART_ITEM_THUNKS.add],
  ['update', CART_ITEM_THUNKS.update],
  ['remove', CART_ITEM_THUNKS.remove],
] as const;

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartReset: () => initialCartState(),
    editItemBegun(state, { payload }: PayloadAction<string>) {
      state.editingItemUid = payload;
    },
    editItemEnded(state) {
      state.editingItemUid = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCartRemoved, () => initialCartState());
    builder.addCase(createCart.fulfilled, (state, { payload }) => {
      state.cartId = payload;
    });
    builder.addCase(startCart.fulfilled, (state, { payload }) => {
      state.cartId = payload;
    });
    builder.addMatcher(
      (action): action is PayloadAction<string> => action.type === `${CART_ITEM_THUNKS.details}/fulfilled`,
      (state, { payload }) => {
        state.cartId = payload;
      },
    );
    trackRequests(builder, tracked);
  },
});

export const { cartReset, editItemBegun, editItemEnded } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

export const selectCartId = (state: WithCart) => state.cart.cartId;
export const selectCartStatus = (operation: CartOperation) => (state: WithCart) =>
  state.cart.status[operation];
export const selectCartError = (operation: CartOperation) => (state: WithCart) =>
  state.cart.errors[operation];
export const selectCartIsLoading = (state: WithCart) =>
  state.cart.status.get === 'pending' || state.cart.status.details === 'pending';
export const selectIsAddingItem = (state: WithCart) => state.cart.status.add === 'pending';
export const selectIsUpdatingItem = (state: WithCart) =>
  state.cart.status.update === 'pending' || state.cart.status.remove === 'pending';
export const selectEditingItemUid = (state: WithCart) => state.cart.editingItemUid;
export { OPERATIONS as CART_OPERATIONS };

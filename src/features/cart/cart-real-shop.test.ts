// The cart lifecycle against the real embedded server (in process, seeded): proves the operations and the
// recovery rules match what the backend actually answers, not only hand-written fixtures.
import type { TypedDocumentNode } from '@apollo/client';
import { useRealShop } from '../../../test/support/real-shop';
import { makeTestStore } from '../../../test/support/render';
import { signIn } from '../user';
import { GET_CART_DETAILS } from './api/cart-details.graphql';
import {
  addItemToCart,
  getCartDetails,
  removeItemFromCart,
  selectCartId,
  updateItemInCart,
} from './cart-slice';

type Details = {
  cart: { total_quantity: number; items: { uid: string; quantity: number; product: { sku: string } }[] };
};

function cachedCart(store: ReturnType<typeof makeTestStore>) {
  const cartId = selectCartId(store.getState());
  const query = GET_CART_DETAILS as TypedDocumentNode<Details, { cartId: string }>;
  return store.services.apollo.readQuery({ query, variables: { cartId: cartId ?? '' } })?.cart;
}

describe('cart against the embedded shop', () => {
  it('creates a guest cart, adds, updates and removes an item', async () => {
    useRealShop();
    const store = makeTestStore();
    await store.dispatch(getCartDetails()).unwrap();
    expect(selectCartId(store.getState())).toEqual(expect.any(String));
    expect(cachedCart(store)?.items).toEqual([]);

    await store.dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 2 })).unwrap();
    const [item] = cachedCart(store)?.items ?? [];
    expect(item?.product.sku).toBe('ZS-SAM-10034');
    expect(cachedCart(store)?.total_quantity).toBe(2);

    await store.dispatch(updateItemInCart({ itemId: item!.uid, quantity: 1 })).unwrap();
    expect(cachedCart(store)?.total_quantity).toBe(1);

    await store.dispatch(removeItemFromCart({ itemId: item!.uid })).unwrap();
    expect(cachedCart(store)?.items).toEqual([]);
  });

  it('adds a configurable product by its child and parent SKUs', async () => {
    useRealShop();
    const store = makeTestStore();
    await store
      .dispatch(addItemToCart({ sku: 'ZS-SAM-10001-PURPLE', parentSku: 'ZS-SAM-10001', quantity: 1 }))
      .unwrap();
    expect(cachedCart(store)?.total_quantity).toBe(1);
  });

  it('replaces a cart id the shop does not know', async () => {
    useRealShop();
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'no-such-cart');
    await store.dispatch(getCartDetails()).unwrap();
    expect(selectCartId(store.getState())).not.toBe('no-such-cart');
    expect(store.services.storage.getItem('cartId')).toBe(selectCartId(store.getState()));
  });

  it("signing in switches to the customer's own cart", async () => {
    useRealShop();
    const store = makeTestStore();
    await store.dispatch(getCartDetails()).unwrap();
    const guestCart = selectCartId(store.getState());
    await store.dispatch(signIn({ email: 'demo@example.in', password: 'Demo@1234' })).unwrap();
    await store.dispatch(getCartDetails()).unwrap();
    expect(store.getState().user.currentUser.firstname).toBe('Aarav');
    expect(selectCartId(store.getState())).not.toBe(guestCart);
    clearInterval(store.services.sessionTimer.current);
  });
});

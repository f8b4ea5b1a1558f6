// The cart lifecycle against the real embedded server (in process, seeded): proves the operations and the
// recovery rules match what the backend actually answers, not only hand-written fixtures.
import type { TypedDocumentNode } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { useRealShop } from '../../../test/support/real-shop';
import { makeTestStore } from '../../../test/support/render';
import { readCurrentUser, signIn } from '../user';
import { GET_CART_DETAILS } from './api/cart-details.graphql';
import { startCart, selectCartId } from './cart-slice';
import { addItemToCart, getCartDetails, removeItemFromCart, updateItemInCart } from './cart-item-thunks';

type Details = {
  cart: { total_quantity: number; items: { uid: string; quantity: number; product: { sku: string } }[] };
};

function cachedCart(store: ReturnType<typeof makeTestStore>) {
  const cartId = selectCartId(store.getState());
  const query = GET_CART_DETAILS as TypedDocumentNode<Details, { cartId: string }>;
  return store.services.apollo.readQuery({ query, variables: { cartId: cartId ?? '' } })?.cart;
}

async function demoToken(shop: ReturnType<typeof useRealShop>): Promise<string> {
  const { data } = await shop.gql<{ generateCustomerToken: { token: string } }>(
    'mutation { generateCustomerToken(email: "demo@example.in", password: "Demo@1234") { token } }',
  );
  return data!.generateCustomerToken.token;
}

describe('cart against the embedded shop', () => {
  it('creates a guest cart, adds, updates and removes an item', async () => {
    useRealShop();
    const store = makeTestStore();
    await store.dispatch(getCartDetails()).unwrap();
    expect(selectCartId(store.getState())).toEqual(expect.any(String));
    expect(cachedCart(store)?.items).toEqual([]);

    await store.dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 2 })).unwrap();
    await store.dispatch(getCartDetails()).unwrap(); // as the cart page does: the add itself fetches no cart
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
    await store.dispatch(getCartDetails()).unwrap();
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

  it('at start-up keeps a stored cart the shopper may use', async () => {
    const shop = useRealShop();
    const { data } = await shop.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const store = makeTestStore();
    store.services.storage.setItem('cartId', data!.createEmptyCart);
    expect(await store.dispatch(startCart()).unwrap()).toBe(data!.createEmptyCart);
  });

  it("at start-up replaces a stored cart that is someone else's", async () => {
    const shop = useRealShop();
    const token = await demoToken(shop);
    const { data } = await shop.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    const customersCart = data!.createEmptyCart;
    const store = makeTestStore(); // a guest holding the customer's cart id
    store.services.storage.setItem('cartId', customersCart);
    const cartId = await store.dispatch(startCart()).unwrap();
    expect(cartId).not.toBe(customersCart);
    expect(store.services.storage.getItem('cartId')).toBe(cartId);
  });

  it("signing in switches to the customer's own cart", async () => {
    useRealShop();
    const store = makeTestStore();
    await store.dispatch(getCartDetails()).unwrap();
    const guestCart = selectCartId(store.getState());
    await store.dispatch(signIn({ email: 'demo@example.in', password: 'Demo@1234' })).unwrap();
    await store.dispatch(getCartDetails()).unwrap();
    expect(readCurrentUser(store.services.apollo).firstname).toBe('Aarav');
    expect(selectCartId(store.getState())).not.toBe(guestCart);
    clearInterval(store.services.sessionTimer.current);
  });

  it("signing in merges the guest's cart into the customer's, never dropping it", async () => {
    useRealShop();
    const store = makeTestStore();
    await store.dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 2 })).unwrap();
    const guestCart = selectCartId(store.getState());
    await store.dispatch(signIn({ email: 'demo@example.in', password: 'Demo@1234' })).unwrap();
    await waitFor(() => {
      const cartId = selectCartId(store.getState());
      expect(cartId).toEqual(expect.any(String));
      expect(cartId).not.toBe(guestCart);
    });
    // The merge follows the sign-in on its own; the customer's cart has the guest's line once it is done.
    await waitFor(async () => {
      await store.dispatch(getCartDetails()).unwrap();
      const line = cachedCart(store)?.items.find((item) => item.product.sku === 'ZS-SAM-10034');
      expect(line?.quantity).toBeGreaterThanOrEqual(2);
    });
    expect(store.services.storage.getItem('cartId')).toBe(selectCartId(store.getState()));
    clearInterval(store.services.sessionTimer.current);
  });
});

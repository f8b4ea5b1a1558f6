import { delay, graphql, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { answer, answerErrors, failNetwork, recordRequests } from '../../../test/support/graphql-handlers';
import { cartDetails, cartTotals } from '../../../test/support/fixtures/cart';
import { makeTestStore } from '../../../test/support/render';
import { setToken } from '../user';
import {
  cartReset,
  createCart,
  editItemBegun,
  editItemEnded,
  selectCartError,
  selectCartId,
  selectCartIsLoading,
  selectEditingItemUid,
  selectIsAddingItem,
  selectIsUpdatingItem,
  startCart,
  watchStoredCartId,
} from './cart-slice';
import { addItemToCart, getCartDetails, removeItemFromCart, updateItemInCart } from './cart-item-thunks';

const NOT_FOUND = 'Could not find a cart with ID "stale"';
const names = (requests: ReturnType<typeof recordRequests>) => requests.map((r) => r.operationName);

/** Lets recorded requests finish reading their bodies. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (in real time) until some work has asked for an idle moment. */
async function waitForIdleCallback(queue: unknown[]) {
  for (let i = 0; i < 200 && queue.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
}

describe('cart id', () => {
  it('uses the stored cart id without a request', async () => {
    const requests = recordRequests();
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'stored');
    expect(await store.dispatch(createCart()).unwrap()).toBe('stored');
    expect(selectCartId(store.getState())).toBe('stored');
    expect(requests).toHaveLength(0);
  });

  it('creates and stores an empty cart when none is stored', async () => {
    server.use(answer('CreateEmptyCart', { cartId: 'new-cart' }));
    const store = makeTestStore();
    await store.dispatch(createCart());
    expect(selectCartId(store.getState())).toBe('new-cart');
    expect(store.services.storage.getItem('cartId')).toBe('new-cart');
  });

  it('shares one createEmptyCart call between callers asking at the same time', async () => {
    const requests = recordRequests();
    server.use(answer('CreateEmptyCart', { cartId: 'only-cart' }));
    const store = makeTestStore();
    const ids = await Promise.all([
      store.dispatch(createCart()).unwrap(),
      store.dispatch(createCart()).unwrap(),
    ]);
    expect(ids).toEqual(['only-cart', 'only-cart']);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['an error', answerErrors('CreateEmptyCart', ['Internal error'])],
    ['no id', answer('CreateEmptyCart', { cartId: null })],
  ])('fails with "Unable to create cart" on %s', async (_, handler) => {
    server.use(handler);
    const store = makeTestStore();
    await expect(store.dispatch(createCart()).unwrap()).rejects.toMatchObject({
      message: 'Unable to create cart',
    });
    expect(selectCartError('get')(store.getState())).toEqual({
      kind: 'user',
      message: 'Unable to create cart',
    });
    expect(selectCartId(store.getState())).toBeNull();
  });
});

describe('cart details', () => {
  it('creates a cart if needed, then always fetches details from the network', async () => {
    const requests = recordRequests();
    server.use(answer('CreateEmptyCart', { cartId: 'c1' }), answer('GetCartDetails', cartDetails('c1')));
    const store = makeTestStore();
    const pending = store.dispatch(getCartDetails());
    expect(selectCartIsLoading(store.getState())).toBe(true);
    await pending;
    await store.dispatch(getCartDetails());
    await settle();
    expect(names(requests)).toEqual(['CreateEmptyCart', 'GetCartDetails', 'GetCartDetails']);
    expect(selectCartIsLoading(store.getState())).toBe(false);
    expect(store.getState().cart.status.details).toBe('succeeded');
  });

  it('replaces a guest cart Magento no longer knows and refetches', async () => {
    const requests = recordRequests();
    server.use(
      graphql.query('GetCartDetails', ({ variables }) =>
        variables.cartId === 'stale'
          ? HttpResponse.json({ data: null, errors: [{ message: NOT_FOUND }] })
          : HttpResponse.json({ data: cartDetails('fresh') }),
      ),
      answer('CreateEmptyCart', { cartId: 'fresh' }),
    );
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'stale');
    await store.dispatch(getCartDetails()).unwrap();
    await settle();
    expect(names(requests)).toEqual(['GetCartDetails', 'CreateEmptyCart', 'GetCartDetails']);
    expect(selectCartId(store.getState())).toBe('fresh');
    expect(store.services.storage.getItem('cartId')).toBe('fresh');
  });

  it('signs a customer out before replacing an inaccessible cart', async () => {
    const requests = recordRequests();
    server.use(
      graphql.query('GetCartDetails', ({ variables }) =>
        variables.cartId === 'theirs'
          ? HttpResponse.json({
              data: null,
              errors: [{ message: 'The current user cannot perform operations on cart "theirs"' }],
            })
          : HttpResponse.json({ data: cartDetails('guest') }),
      ),
      answer('RevokeCustomerToken', { revokeCustomerToken: { result: true } }),
      answer('CreateEmptyCart', { cartId: 'guest' }),
    );
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    store.services.storage.setItem('cartId', 'theirs');
    await store.dispatch(getCartDetails()).unwrap();
    await settle();
    expect(names(requests)).toEqual([
      'GetCartDetails',
      'RevokeCustomerToken',
      'CreateEmptyCart',
      'GetCartDetails',
    ]);
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(requests[2]?.headers.get('authorization')).toBeNull();
    expect(selectCartId(store.getState())).toBe('guest');
  });

  it('keeps the cart on a network error', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // retries without waiting
    server.use(failNetwork('GetCartDetails'));
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'c1');
    await store.dispatch(getCartDetails());
    expect(selectCartId(store.getState())).toBe('c1');
    expect(store.services.storage.getItem('cartId')).toBe('c1');
    expect(selectCartError('details')(store.getState())).not.toBeNull();
    jest.restoreAllMocks();
  });
});

describe('start-up: the access check (SPEC 7.1 cart by cart_id)', () => {
  it('checks a stored cart id from the network and keeps it when the shopper may use it', async () => {
    const requests = recordRequests();
    server.use(answer('GetCartId', ({ cartId }) => ({ cart: { __typename: 'Cart', id: cartId } })));
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'stored');
    expect(await store.dispatch(startCart()).unwrap()).toBe('stored');
    store.dispatch(cartReset());
    await store.dispatch(startCart()).unwrap(); // network-only: asked again, not answered from the cache
    await settle();
    expect(names(requests)).toEqual(['GetCartId', 'GetCartId']);
    expect(selectCartId(store.getState())).toBe('stored');
    expect(store.getState().cart.status.get).toBe('succeeded');
  });

  it('does not check a cart it has just created', async () => {
    const requests = recordRequests();
    server.use(answer('CreateEmptyCart', { cartId: 'new-cart' }));
    const store = makeTestStore();
    await store.dispatch(startCart()).unwrap();
    await settle();
    expect(names(requests)).toEqual(['CreateEmptyCart']);
  });

  it("makes a guest's first cart at idle moments: nothing is asked before the browser is idle", async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline)) - 1;
    try {
      const requests = recordRequests();
      server.use(answer('CreateEmptyCart', { cartId: 'idle-cart' }));
      const store = makeTestStore();
      const started = store.dispatch(startCart()).unwrap();
      await settle();
      expect(requests).toHaveLength(0);
      // Each step (the request's code, the request, storing its answer) waits for an idle moment of its own.
      let steps = 0;
      while (selectCartId(store.getState()) === null && steps < 20) {
        await waitForIdleCallback(idle);
        idle.shift()?.();
        steps += 1;
      }
      expect(await started).toBe('idle-cart');
      expect(steps).toBeGreaterThanOrEqual(3);
      expect(store.services.storage.getItem('cartId')).toBe('idle-cart');
      expect(names(requests)).toEqual(['CreateEmptyCart']);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it("replaces a guest's stored cart Magento no longer accepts", async () => {
    const requests = recordRequests();
    server.use(
      answerErrors('GetCartId', ["The cart isn't active."]),
      answer('CreateEmptyCart', { cartId: 'fresh' }),
    );
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'ordered');
    expect(await store.dispatch(startCart()).unwrap()).toBe('fresh');
    await settle();
    expect(names(requests)).toEqual(['GetCartId', 'CreateEmptyCart']);
    expect(store.services.storage.getItem('cartId')).toBe('fresh');
  });

  it('signs a customer out before replacing a cart they may not use', async () => {
    const requests = recordRequests();
    server.use(
      answerErrors('GetCartId', ['The current user cannot perform operations on cart "theirs"']),
      answer('RevokeCustomerToken', { revokeCustomerToken: { result: true } }),
      answer('CreateEmptyCart', { cartId: 'guest' }),
    );
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    store.services.storage.setItem('cartId', 'theirs');
    expect(await store.dispatch(startCart()).unwrap()).toBe('guest');
    await settle();
    expect(names(requests)).toEqual(['GetCartId', 'RevokeCustomerToken', 'CreateEmptyCart']);
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('keeps the stored cart when the check gets no answer', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // retries without waiting
    server.use(failNetwork('GetCartId'));
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'c1');
    expect(await store.dispatch(startCart()).unwrap()).toBe('c1');
    expect(store.services.storage.getItem('cartId')).toBe('c1');
    jest.restoreAllMocks();
  });
});

function cartWithId(cartId: string) {
  const store = makeTestStore();
  store.services.storage.setItem('cartId', cartId);
  return store;
}

describe('adding items', () => {
  it('adds the item without fetching the cart (the answer carries the count); adding shows while it runs', async () => {
    const requests = recordRequests();
    let sent: unknown;
    server.use(
      graphql.mutation('AddProductsToCart', async ({ variables }) => {
        sent = variables;
        await delay(20);
        return HttpResponse.json({
          data: { addProductsToCart: { cart: cartTotals('c1', 1), user_errors: [] } },
        });
      }),
    );
    const store = cartWithId('c1');
    const adding = store.dispatch(addItemToCart({ sku: 'RED-M', parentSku: 'TSHIRT', quantity: 2 }));
    await delay(5);
    expect(selectIsAddingItem(store.getState())).toBe(true);
    await adding;
    await settle();
    expect(selectIsAddingItem(store.getState())).toBe(false);
    expect(sent).toEqual({ cartId: 'c1', cartItems: [{ sku: 'RED-M', quantity: 2, parent_sku: 'TSHIRT' }] });
    expect(names(requests)).toEqual(['AddProductsToCart']);
    expect(store.getState().cart.status.add).toBe('succeeded');
    expect(store.getState().cart.status.details).toBe('idle');
  });

  it("reports Magento's user errors as a failed add", async () => {
    server.use(
      answer('AddProductsToCart', {
        addProductsToCart: {
          cart: cartTotals('c1', 0),
          user_errors: [
            {
              __typename: 'CartUserInputError',
              code: 'PRODUCT_NOT_FOUND',
              message: 'Could not find a product with SKU "X"',
            },
          ],
        },
      }),
    );
    const store = cartWithId('c1');
    await store.dispatch(addItemToCart({ sku: 'X', quantity: 1 }));
    expect(selectCartError('add')(store.getState())).toEqual({
      kind: 'user',
      message: 'Could not find a product with SKU "X"',
    });
  });

  it('replaces an inactive cart and adds the item to the new one', async () => {
    const requests = recordRequests();
    const addedTo: unknown[] = [];
    server.use(
      graphql.mutation('AddProductsToCart', ({ variables }) => {
        addedTo.push(variables.cartId);
        return variables.cartId === 'old'
          ? HttpResponse.json({ data: null, errors: [{ message: "The cart isn't active." }] })
          : HttpResponse.json({
              data: { addProductsToCart: { cart: cartTotals('new', 1), user_errors: [] } },
            });
      }),
      answer('CreateEmptyCart', { cartId: 'new' }),
    );
    const store = cartWithId('old');
    await store.dispatch(addItemToCart({ sku: 'S', quantity: 1 })).unwrap();
    await settle();
    expect(addedTo).toEqual(['old', 'new']);
    // The header's query fetches the new cart's count when the id changes; the slice fetches nothing more.
    expect(names(requests)).toEqual(['AddProductsToCart', 'CreateEmptyCart', 'AddProductsToCart']);
    expect(selectCartId(store.getState())).toBe('new');
    expect(store.getState().cart.status.add).toBe('succeeded');
  });

  it('does not replace the cart on a network error', async () => {
    server.use(failNetwork('AddProductsToCart'));
    const store = cartWithId('c1');
    await store.dispatch(addItemToCart({ sku: 'S', quantity: 1 }));
    expect(store.getState().cart.status.add).toBe('failed');
    expect(selectCartError('add')(store.getState())?.kind).toBe('network');
    expect(selectCartId(store.getState())).toBe('c1');
  });
});

describe('updating and removing items', () => {
  it('updates the quantity by item uid, then refetches', async () => {
    const requests = recordRequests();
    let sent: unknown;
    server.use(
      answer('UpdateCartItems', (variables) => {
        sent = variables;
        return { updateCartItems: { cart: cartTotals('c1', 3) } };
      }),
      answer('GetCartDetails', cartDetails('c1')),
    );
    const store = cartWithId('c1');
    const updating = store.dispatch(updateItemInCart({ itemId: 'uid-1', quantity: 3 }));
    expect(selectIsUpdatingItem(store.getState())).toBe(true);
    await updating;
    await settle();
    expect(sent).toEqual({ cartId: 'c1', itemId: 'uid-1', quantity: 3 });
    expect(names(requests)).toEqual(['UpdateCartItems', 'GetCartDetails']);
    expect(store.getState().cart.status.update).toBe('succeeded');
  });

  it('changes a configurable item by removing it and adding the new variant', async () => {
    const requests = recordRequests();
    server.use(
      answer('RemoveItemFromCart', { removeItemFromCart: { cart: cartTotals('c1', 0) } }),
      answer('AddProductsToCart', { addProductsToCart: { cart: cartTotals('c1', 1), user_errors: [] } }),
      answer('GetCartDetails', cartDetails('c1')),
    );
    const store = cartWithId('c1');
    await store.dispatch(
      updateItemInCart({ itemId: 'uid-1', quantity: 1, replaceWith: { sku: 'BLUE-L', parentSku: 'TSHIRT' } }),
    );
    await settle();
    expect(names(requests)).toEqual(['RemoveItemFromCart', 'AddProductsToCart', 'GetCartDetails']);
    expect(JSON.parse(requests[1]?.body ?? '{}').variables.cartItems).toEqual([
      { sku: 'BLUE-L', quantity: 1, parent_sku: 'TSHIRT' },
    ]);
  });

  it('removes an item by uid', async () => {
    let sent: unknown;
    server.use(
      answer('RemoveItemFromCart', (variables) => {
        sent = variables;
        return { removeItemFromCart: { cart: cartTotals('c1', 0) } };
      }),
      answer('GetCartDetails', cartDetails('c1')),
    );
    const store = cartWithId('c1');
    await store.dispatch(removeItemFromCart({ itemId: 'uid-9' }));
    expect(sent).toEqual({ cartId: 'c1', itemId: 'uid-9' });
    expect(store.getState().cart.status.remove).toBe('succeeded');
  });

  it('on an invalid cart, reports the failure and starts a new cart', async () => {
    server.use(
      answerErrors('RemoveItemFromCart', [NOT_FOUND]),
      answer('CreateEmptyCart', { cartId: 'fresh' }),
      answer('GetCartDetails', cartDetails('fresh')),
    );
    const store = cartWithId('stale');
    await store.dispatch(removeItemFromCart({ itemId: 'uid-9' }));
    expect(selectCartError('remove')(store.getState())?.message).toContain('Could not find a cart');
    expect(selectCartError('remove')(store.getState())?.kind).toBe('invalid-cart');
    expect(selectCartId(store.getState())).toBe('fresh');
  });
});

describe('other cart state', () => {
  it('tracks the item being edited and resets to the initial state', async () => {
    const store = cartWithId('c1');
    await store.dispatch(createCart());
    store.dispatch(editItemBegun('uid-1'));
    expect(selectEditingItemUid(store.getState())).toBe('uid-1');
    store.dispatch(editItemEnded());
    expect(selectEditingItemUid(store.getState())).toBeNull();
    store.dispatch(cartReset());
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('reloads when another tab stores a different cart id, not for the same one', async () => {
    const store = cartWithId('c1');
    await store.dispatch(createCart());
    const stop = store.dispatch(watchStoredCartId());
    window.dispatchEvent(new StorageEvent('storage'));
    expect(store.services.reload).not.toHaveBeenCalled();
    store.services.storage.setItem('cartId', 'other-tab-cart');
    window.dispatchEvent(new StorageEvent('storage'));
    expect(store.services.reload).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage'));
    expect(store.services.reload).toHaveBeenCalledTimes(1);
  });
});

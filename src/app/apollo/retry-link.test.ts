import { gql } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { BrowserPersistence } from '../../lib/storage';
import { useRealShop } from '../../../test/support/real-shop';
import { makeTestStore } from '../../../test/support/render';
import { GET_CART_DETAILS } from '../../features/cart/api/cart-details.graphql';
import { createCart, selectCartError, selectCartId } from '../../features/cart/cart-slice';
import { addItemToCart, getCartDetails, updateItemInCart } from '../../features/cart/cart-item-thunks';
import { createApolloClient } from './create-apollo-client';

const QUERY = gql`
  query Flaky {
    storeConfig {
      store_code
    }
  }
`;
const MUTATION = gql`
  mutation FlakyMutation {
    createEmptyCart
  }
`;
const SAFE_MUTATION = gql`
  mutation CreateEmptyCart {
    createEmptyCart
  }
`;
const ok = { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default' } } };

/** Fails the first `failures` attempts with a network error, then answers. Returns the attempt count. */
function flaky(failures: number) {
  const attempts = { count: 0 };
  server.use(
    graphql.operation(() => {
      attempts.count += 1;
      return attempts.count <= failures ? HttpResponse.error() : HttpResponse.json(ok);
    }),
  );
  return attempts;
}

const client = () => createApolloClient({ storage: new BrowserPersistence(), persist: false });

describe('retry', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries a query after network failures until it succeeds', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // jitter to zero: no waiting
    const attempts = flaky(3);
    const { data } = await client().query({ query: QUERY });
    expect(data).toEqual(ok.data);
    expect(attempts.count).toBe(4);
  });

  it('gives up after 5 attempts', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const attempts = flaky(10);
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(attempts.count).toBe(5);
  });

  it('never retries a mutation the server does not make safe to repeat', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const attempts = flaky(1);
    await expect(client().mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(attempts.count).toBe(1);
  });

  it('retries a mutation on the safe list', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const attempts = flaky(2);
    await client().mutate({ mutation: SAFE_MUTATION });
    expect(attempts.count).toBe(3);
  });

  it('does not retry while the browser is offline', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const attempts = flaky(1);
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(attempts.count).toBe(1);
  });

  // The delay is read from the timer RetryLink schedules, not from the wall clock, so a busy machine
  // cannot make this flaky.
  it.each([
    [0.5, 300],
    [0.25, 150],
  ])(
    'schedules the first retry at a jittered delay from 300 ms (random %p -> %p ms)',
    async (random, delay) => {
      jest.spyOn(Math, 'random').mockReturnValue(random); // jitter: random × 2 × 300 ms
      const timeout = jest.spyOn(globalThis, 'setTimeout');
      const attempts = flaky(1);
      await client().query({ query: QUERY });
      expect(attempts.count).toBe(2);
      expect(timeout.mock.calls.map((call) => call[1])).toContain(delay);
    },
  );
});

/**
 * The first attempt reaches the real shop, but its answer is lost on the way back (the case a retry must be
 * safe for); later attempts are answered normally.
 */
function loseFirstAnswer(shop: ReturnType<typeof useRealShop>, operation: string) {
  const attempts = { count: 0 };
  server.use(
    graphql.operation(async ({ request, operationName }) => {
      if (operationName !== operation) return undefined;
      attempts.count += 1;
      const response = await shop.app.fetch(request);
      return attempts.count === 1 ? HttpResponse.error() : response;
    }),
  );
  return attempts;
}

describe('mutations against the real shop when an answer is lost', () => {
  afterEach(() => jest.restoreAllMocks());

  /** The lines of this test's cart in the shop (the seed has carts of its own). */
  const lines = (shop: ReturnType<typeof useRealShop>, store: ReturnType<typeof makeTestStore>) =>
    shop.db
      .prepare(
        'SELECT qty FROM cart_items JOIN carts USING (cart_id) WHERE carts.masked_id = ? ORDER BY item_id',
      )
      .all(selectCartId(store.getState())) as { qty: number }[];

  it('Add to Cart is not sent again: the shop holds one line, added once', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const shop = useRealShop();
    const store = makeTestStore();
    await store.dispatch(createCart()).unwrap();
    const attempts = loseFirstAnswer(shop, 'AddProductsToCart');
    await store.dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 1 }));
    expect(attempts.count).toBe(1);
    expect(selectCartError('add')(store.getState())?.kind).toBe('network');
    expect(lines(shop, store)).toEqual([{ qty: 1 }]);
  });

  it('a quantity update is sent again and lands once: the quantity is set, not added to', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const shop = useRealShop();
    const store = makeTestStore();
    await store.dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 1 })).unwrap();
    const cartId = await store.dispatch(getCartDetails()).unwrap();
    const details = store.services.apollo.readQuery<{ cart: { items: { uid: string }[] } }>({
      query: GET_CART_DETAILS,
      variables: { cartId },
    });
    const line = details?.cart.items[0]?.uid;
    const attempts = loseFirstAnswer(shop, 'UpdateCartItems');
    await store.dispatch(updateItemInCart({ itemId: line!, quantity: 3 })).unwrap();
    expect(attempts.count).toBe(2);
    expect(lines(shop, store)).toEqual([{ qty: 3 }]);
  });
});

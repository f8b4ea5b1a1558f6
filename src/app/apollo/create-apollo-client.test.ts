import { gql, type TypedDocumentNode } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { answer, recordRequests } from '../../../test/support/graphql-handlers';
import { BrowserPersistence } from '../../lib/storage';
import {
  clearCartDataFromCache,
  clearCustomerDataFromCache,
  createApolloClient,
} from './create-apollo-client';

const STORE_CONFIG = gql`
  query StoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const CREATE_CART = gql`
  mutation CreateEmptyCart {
    createEmptyCart
  }
`;
const storeConfig = {
  storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: 'Default Store View' },
};

function client(storage = new BrowserPersistence()) {
  return createApolloClient({ storage, persist: false });
}

describe('requests the Apollo client sends', () => {
  it('sends queries as GET to /graphql with the default store header and no token', async () => {
    const requests = recordRequests();
    server.use(answer('StoreName', storeConfig));
    const { data } = await client().query({ query: STORE_CONFIG });
    expect(data).toEqual(storeConfig);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/graphql');
    expect(request?.url.searchParams.get('operationName')).toBe('StoreName');
    expect(request?.headers.get('store')).toBe('default');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('content-currency')).toBeNull();
  });

  it('sends mutations as POST', async () => {
    const requests = recordRequests();
    server.use(answer('CreateEmptyCart', { createEmptyCart: 'cart-1' }));
    await client().mutate({ mutation: CREATE_CART });
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([['POST', '/graphql']]);
  });

  it('sends the stored token, store view code and currency', async () => {
    const storage = new BrowserPersistence();
    storage.setItem('signin_token', 'tok-9', 3600);
    storage.setItem('store_view_code', 'student');
    storage.setItem('store_view_currency', 'INR');
    const requests = recordRequests();
    server.use(answer('StoreName', storeConfig));
    await client(storage).query({ query: STORE_CONFIG });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-9');
    expect(requests[0]?.headers.get('store')).toBe('student');
    expect(requests[0]?.headers.get('content-currency')).toBe('INR');
  });

  it('does not send an expired token', async () => {
    const storage = new BrowserPersistence(localStorage, () => 0);
    storage.setItem('signin_token', 'old', 1);
    const requests = recordRequests();
    server.use(answer('StoreName', storeConfig));
    await client(new BrowserPersistence()).query({ query: STORE_CONFIG });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    // Left for the session check, which signs the customer out properly.
    expect(new BrowserPersistence().getRawItem('signin_token')).toMatchObject({ value: 'old' });
  });

  it('stores the X-Magento-Cache-Id it receives and sends it back', async () => {
    const storage = new BrowserPersistence();
    const requests = recordRequests();
    server.use(
      graphql.query('StoreName', () =>
        HttpResponse.json({ data: storeConfig }, { headers: { 'X-Magento-Cache-Id': 'cache-abc' } }),
      ),
    );
    const apollo = client(storage);
    await apollo.query({ query: STORE_CONFIG });
    expect(requests[0]?.headers.get('x-magento-cache-id')).toBeNull();
    expect(storage.getItem('magento_cache_id')).toBe('cache-abc');
    await apollo.query({ query: STORE_CONFIG, fetchPolicy: 'network-only' });
    expect(requests[1]?.headers.get('x-magento-cache-id')).toBe('cache-abc');
  });

  it('strips whitespace from long GET queries only', async () => {
    const fields = Array.from({ length: 120 }, (_, i) => `alias${i}: store_name`).join('\n      ');
    const LONG = gql`query LongStoreQuery { storeConfig { store_code ${fields} } }`;
    const requests = recordRequests();
    server.use(
      answer('StoreName', storeConfig),
      answer('LongStoreQuery', { storeConfig: { store_code: 'default' } }),
    );
    const apollo = client();
    await apollo.query({ query: STORE_CONFIG });
    await apollo.query({ query: LONG, fetchPolicy: 'network-only' });
    expect(requests[0]?.url.searchParams.get('query')).toContain('\n');
    const longQuery = requests[1]?.url.searchParams.get('query') ?? '';
    expect(longQuery).not.toMatch(/\n| {2}/);
    expect(longQuery.startsWith('query LongStoreQuery{storeConfig{store_code alias0:store_name')).toBe(true);
  });
});

type CartItemsData = {
  cart: { __typename?: string; id: string; items: { uid: string; quantity: number }[] };
};
const CART_ITEMS: TypedDocumentNode<CartItemsData, { cartId: string }> = gql`
  query CartItems($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
        quantity
      }
    }
  }
`;

describe('stock errors (SPEC 8)', () => {
  const item = (uid: string) => ({ __typename: 'SimpleCartItem', uid, quantity: 1 });

  it('drops the stock errors and the items they refer to, keeping the rest of the data', async () => {
    server.use(
      graphql.query('CartItems', () =>
        HttpResponse.json({
          data: { cart: { __typename: 'Cart', id: 'c1', items: [item('a'), null, item('c'), item('d')] } },
          errors: [
            { message: 'Some of the products are out of stock.', path: ['cart', 'items', 1] },
            { message: 'The requested qty is not available', path: ['cart', 'items', 3, 'quantity'] },
          ],
        }),
      ),
    );
    const result = await client().query({ query: CART_ITEMS, variables: { cartId: 'c1' } });
    expect(result.error).toBeUndefined();
    expect(result.data?.cart.items.map((i) => i.uid)).toEqual(['a', 'c']);
  });

  it('keeps other errors', async () => {
    server.use(
      graphql.query('CartItems', () =>
        HttpResponse.json({
          data: { cart: { __typename: 'Cart', id: 'c1', items: [item('a'), null] } },
          errors: [
            { message: 'There are no source items with the in stock status', path: ['cart', 'items', 1] },
            { message: 'Something else broke', path: ['cart'] },
          ],
        }),
      ),
    );
    const result = await client().query({
      query: CART_ITEMS,
      variables: { cartId: 'c1' },
      errorPolicy: 'all',
    });
    expect(result.error?.message).toContain('Something else broke');
    expect(result.error?.message).not.toContain('in stock status');
    expect(result.data?.cart.items).toHaveLength(1);
  });
});

describe('cache', () => {
  const CUSTOMER: TypedDocumentNode<{ customer: { __typename?: string; email: string } }> = gql`
    query Customer {
      customer {
        email
      }
    }
  `;

  it('keeps one cart and one customer, and can forget each', () => {
    const apollo = client();
    apollo.writeQuery({
      query: CART_ITEMS,
      variables: { cartId: 'c1' },
      data: { cart: { __typename: 'Cart', id: 'c1', items: [] } },
    });
    apollo.writeQuery({ query: CUSTOMER, data: { customer: { __typename: 'Customer', email: 'a@b.in' } } });
    expect(Object.keys(apollo.cache.extract() as object)).toEqual(
      expect.arrayContaining(['Cart', 'Customer']),
    );

    clearCartDataFromCache(apollo);
    expect(apollo.readQuery({ query: CART_ITEMS, variables: { cartId: 'c1' } })).toBeNull();
    expect(apollo.readQuery({ query: CUSTOMER })).not.toBeNull();

    clearCustomerDataFromCache(apollo);
    expect(apollo.readQuery({ query: CUSTOMER })).toBeNull();
  });

  it('keys products by uid when selected', () => {
    const apollo = client();
    const PRODUCT = gql`
      query Product {
        products {
          items {
            uid
            sku
          }
        }
      }
    `;
    apollo.writeQuery({
      query: PRODUCT,
      data: {
        products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'MTA=', sku: 's' }] },
      },
    });
    expect((apollo.cache.extract() as Record<string, unknown>)['SimpleProduct:MTA=']).toMatchObject({
      sku: 's',
    });
  });

  it('is saved per store view and restored by the next client', () => {
    const storage = new BrowserPersistence();
    storage.setItem('store_view_code', 'student');
    const first = createApolloClient({ storage });
    first.writeQuery({ query: STORE_CONFIG, data: storeConfig });
    first.persistor?.flush();
    first.persistor?.stop();
    expect(storage.getItem('apollo_cache_student')).toBeTruthy();

    const second = createApolloClient({ storage });
    expect(second.readQuery({ query: STORE_CONFIG })).toEqual(storeConfig);
    second.persistor?.stop();

    storage.setItem('store_view_code', 'employee');
    const other = createApolloClient({ storage });
    expect(other.readQuery({ query: STORE_CONFIG })).toBeNull();
    other.persistor?.stop();
  });
});

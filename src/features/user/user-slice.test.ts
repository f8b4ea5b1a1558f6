import { gql } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { answer, answerErrors, failNetwork, recordRequests } from '../../../test/support/graphql-handlers';
import { cartDetails } from '../../../test/support/fixtures/cart';
import { makeTestStore } from '../../../test/support/render';
import { BrowserPersistence } from '../../lib/storage';
import { readCurrentUser } from './current-user';
import {
  checkSession,
  clearToken,
  getUserDetails,
  selectIsSignedIn,
  selectUserError,
  selectUserStatus,
  setToken,
  signOut,
} from './user-slice';
import { createAccount, resetPassword, signIn } from './sign-in-thunks';

const HOUR_MS = 3600 * 1000;
const customer = {
  customer: {
    __typename: 'Customer',
    id: null,
    customer_id: 7,
    firstname: 'Asha',
    lastname: 'Rao',
    email: 'asha@example.in',
    custom_attributes: [],
  },
};

function storedToken(storage: BrowserPersistence, token: string, ageMs: number, ttl = 3600) {
  localStorage.setItem(
    'INR_STOREFRONT_BROWSER_PERSISTENCE__signin_token',
    JSON.stringify({ value: token, timeStored: Date.now() - ageMs, ttl }),
  );
  return storage;
}

describe('token', () => {
  afterEach(() => {
    delete process.env.TOKEN_TTL_MULTIPLIER;
    jest.useRealTimers();
  });

  it('setting a token signs in and stores it for 3600 s', async () => {
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(store.services.storage.getRawItem('signin_token')).toMatchObject({ value: 'tok', ttl: 3600 });
    await store.dispatch(clearToken());
  });

  it('multiplies the ttl by TOKEN_TTL_MULTIPLIER', async () => {
    process.env.TOKEN_TTL_MULTIPLIER = '24';
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    expect(store.services.storage.getRawItem('signin_token')?.ttl).toBe(86_400);
    await store.dispatch(clearToken());
  });

  it('clearing the token signs out and removes it', async () => {
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    await store.dispatch(clearToken());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.services.storage.getItem('signin_token')).toBeUndefined();
  });

  it('is signed in on load when a live token is stored, and not when it has expired', () => {
    storedToken(new BrowserPersistence(), 'live', 1000);
    expect(selectIsSignedIn(makeTestStore().getState())).toBe(true);
    storedToken(new BrowserPersistence(), 'old', HOUR_MS + 1000);
    expect(selectIsSignedIn(makeTestStore().getState())).toBe(false);
  });

  it('signs out and reloads the page once the ttl ends; the check runs every second', async () => {
    jest.useFakeTimers();
    process.env.TOKEN_TTL_MULTIPLIER = '0.01'; // a 36 s token keeps the simulated clock short
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    await jest.advanceTimersByTimeAsync(36_000);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.services.storage.getRawItem('signin_token')).toBeUndefined();
    expect(store.services.reload).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('signs out and reloads when another tab removed the token', async () => {
    jest.useFakeTimers();
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    localStorage.removeItem('INR_STOREFRONT_BROWSER_PERSISTENCE__signin_token');
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.services.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the guest cart another tab stored after ending the session, so that tab reloads only once', async () => {
    jest.useFakeTimers();
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    store.services.storage.setItem('cartId', 'customer-cart');
    // The other tab signs out (token and cart id gone), reloads and stores its new guest cart.
    store.services.storage.removeItem('signin_token');
    store.services.storage.setItem('cartId', 'next-guest-cart');
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.services.storage.getItem('cartId')).toBe('next-guest-cart');
    expect(store.services.reload).toHaveBeenCalledTimes(1);
  });

  it('the tab that ends the session removes its cart id', async () => {
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    store.services.storage.setItem('cartId', 'customer-cart');
    await store.dispatch(signOut({ revokeToken: false }));
    expect(store.services.storage.getItem('cartId')).toBeUndefined();
  });

  it('clearing the token stops the check', async () => {
    jest.useFakeTimers();
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    await store.dispatch(clearToken());
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(HOUR_MS * 2);
    expect(store.services.reload).not.toHaveBeenCalled();
  });
});

describe('checkSession on load', () => {
  it('runs the sign-out sequence for an expired token, without a reload or a revoke call', async () => {
    const requests = recordRequests();
    const storage = storedToken(new BrowserPersistence(), 'old', HOUR_MS + 5000);
    storage.setItem('cartId', 'customer-cart');
    storage.setItem('shipping_address', { city: 'Pune' });
    const store = makeTestStore({ services: { storage } });
    expect(await store.dispatch(checkSession()).unwrap()).toBe('expired');
    expect(storage.getRawItem('signin_token')).toBeUndefined();
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(storage.getItem('shipping_address')).toBeUndefined();
    expect(store.services.reload).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('starts the expiry check for a live token', async () => {
    jest.useFakeTimers();
    storedToken(new BrowserPersistence(), 'live', HOUR_MS - 2000);
    const store = makeTestStore();
    expect(await store.dispatch(checkSession()).unwrap()).toBe('active');
    await jest.advanceTimersByTimeAsync(3000);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.services.reload).toHaveBeenCalled();
    jest.useRealTimers();
  });
});

const CART = gql`
  query CachedCart {
    cart(cart_id: "c1") {
      id
    }
  }
`;
const CUSTOMER = gql`
  query CachedCustomer {
    customer {
      email
    }
  }
`;

describe('sign out', () => {
  async function signedInStore() {
    const store = makeTestStore();
    await store.dispatch(setToken('tok'));
    const { storage, apollo } = store.services;
    storage.setItem('cartId', 'c1');
    storage.setItem('billing_address', { city: 'Pune' });
    storage.setItem('paymentMethod', { code: 'free' });
    apollo.writeQuery({ query: CART, data: { cart: { __typename: 'Cart', id: 'c1' } } });
    apollo.writeQuery({ query: CUSTOMER, data: { customer: { __typename: 'Customer', email: 'a@b.in' } } });
    return store;
  }

  function expectSignedOutEverywhere(store: Awaited<ReturnType<typeof signedInStore>>) {
    const { storage, apollo } = store.services;
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(readCurrentUser(store.services.apollo)).toEqual({ email: '', firstname: '', lastname: '' });
    expect(storage.getItem('signin_token')).toBeUndefined();
    expect(storage.getItem('billing_address')).toBeUndefined();
    expect(storage.getItem('paymentMethod')).toBeUndefined();
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(store.getState().cart.cartId).toBeNull();
    expect(apollo.readQuery({ query: CART })).toBeNull();
    expect(apollo.readQuery({ query: CUSTOMER })).toBeNull();
  }

  it('revokes the token with the bearer header, then clears everything of the session', async () => {
    let authorization: string | null = null;
    server.use(
      graphql.mutation('RevokeCustomerToken', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
      }),
    );
    const store = await signedInStore();
    await store.dispatch(signOut());
    expect(authorization).toBe('Bearer tok');
    expectSignedOutEverywhere(store);
  });

  it('ignores a failed revoke', async () => {
    server.use(failNetwork('RevokeCustomerToken'));
    const store = await signedInStore();
    await store.dispatch(signOut()).unwrap();
    expectSignedOutEverywhere(store);
  });
});

describe('customer operations', () => {
  it('asks for details only when signed in', async () => {
    const requests = recordRequests();
    const store = makeTestStore();
    await store.dispatch(getUserDetails());
    expect(requests).toHaveLength(0);
    expect(selectUserStatus('getDetails')(store.getState())).toBe('idle');

    server.use(answer('GetCustomer', customer));
    await store.dispatch(setToken('tok'));
    await store.dispatch(getUserDetails());
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(readCurrentUser(store.services.apollo)).toEqual({
      email: 'asha@example.in',
      firstname: 'Asha',
      lastname: 'Rao',
    });
    expect(store.getState().user).not.toHaveProperty('currentUser'); // one copy: the Apollo cache
    await store.dispatch(clearToken());
  });

  it('signs in: stores the token, loads the customer, and swaps the guest cart for the customer cart', async () => {
    const requests = recordRequests();
    server.use(
      answer('SignIn', ({ email, password }) =>
        email === 'asha@example.in' && password === 'Secret#1'
          ? { generateCustomerToken: { token: 'new-tok' } }
          : null,
      ),
      answer('GetCustomer', customer),
      answer('CreateEmptyCart', { cartId: 'customer-cart' }),
      answer('GetCartDetails', cartDetails('customer-cart')),
    );
    const store = makeTestStore();
    store.services.storage.setItem('cartId', 'guest-cart');
    await store.dispatch(signIn({ email: 'asha@example.in', password: 'Secret#1' })).unwrap();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(store.services.storage.getItem('signin_token')).toBe('new-tok');
    expect(readCurrentUser(store.services.apollo).firstname).toBe('Asha');
    await waitForCart(store, 'customer-cart');
    const createCart = requests.find((r) => r.operationName === 'CreateEmptyCart');
    expect(createCart?.headers.get('authorization')).toBe('Bearer new-tok');
    expect(store.services.storage.getItem('cartId')).toBe('customer-cart');
    await store.dispatch(clearToken());
  });

  it('records a failed sign-in', async () => {
    server.use(
      answerErrors('SignIn', ['The account sign-in was incorrect or your account is disabled temporarily.']),
    );
    const store = makeTestStore();
    await store.dispatch(signIn({ email: 'a@b.in', password: 'x' }));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectUserStatus('signIn')(store.getState())).toBe('failed');
    expect(selectUserError('signIn')(store.getState())?.message).toContain('sign-in was incorrect');
  });

  it('creates an account, then signs in with it', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      answer('CreateAccount', (variables) => {
        input = variables.input as Record<string, unknown>;
        return { createCustomerV2: customer };
      }),
      answer('SignIn', { generateCustomerToken: { token: 'tok-2' } }),
      answer('GetCustomer', customer),
      answer('CreateEmptyCart', { cartId: 'c9' }),
      answer('GetCartDetails', cartDetails('c9')),
    );
    const store = makeTestStore();
    const account = { email: 'asha@example.in', password: 'Secret#1', firstname: 'Asha', lastname: 'Rao' };
    await store.dispatch(createAccount(account)).unwrap();
    expect(input).toEqual(account);
    expect(selectUserStatus('createAccount')(store.getState())).toBe('succeeded');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    await waitForCart(store, 'c9');
    await store.dispatch(clearToken());
  });

  it('requests a password reset e-mail', async () => {
    let email: unknown;
    server.use(
      answer('RequestPasswordResetEmail', (variables) => {
        email = variables.email;
        return { requestPasswordResetEmail: true };
      }),
    );
    const store = makeTestStore();
    await store.dispatch(resetPassword({ email: 'asha@example.in' }));
    expect(email).toBe('asha@example.in');
    expect(selectUserStatus('resetPassword')(store.getState())).toBe('succeeded');
  });
});

async function waitForCart(store: ReturnType<typeof makeTestStore>, cartId: string) {
  for (let i = 0; i < 50 && store.getState().cart.status.get !== 'succeeded'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(store.getState().cart.cartId).toBe(cartId);
}

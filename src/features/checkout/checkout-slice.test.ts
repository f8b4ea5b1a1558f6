import { http, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { answer, answerErrors, failNetwork, recordRequests } from '../../../test/support/graphql-handlers';
import { cartDetails } from '../../../test/support/fixtures/cart';
import { makeTestStore } from '../../../test/support/render';
import { drawerToggled } from '../shell';
import { initialCartState } from '../cart';
import { setToken } from '../user';
import { selectAvailableShippingMethods } from './shipping-methods';
import {
  checkoutCancelled,
  paymentMethodAccepted,
  selectCheckout,
  selectIsSubmitting,
  type CheckoutThunk,
  selectReceipt,
  selectStepError,
  selectStepStatus,
} from './checkout-slice';
import { beginCheckout, createAccountAfterOrder } from './checkout-thunks';
import {
  submitBillingAddress,
  submitOrder,
  submitPaymentMethod,
  submitShippingAddress,
  submitShippingMethod,
} from './checkout-steps';

const address = {
  firstname: 'Asha',
  lastname: 'Rao',
  street: ['12 MG Road'],
  city: 'Bengaluru',
  region_code: 'KA',
  postcode: '560001',
  telephone: '9876543210',
  email: 'asha@example.in',
};
const formatted = { ...address, region_id: 549, region: 'Karnataka', country_id: 'IN' };
const regions = [{ id: 549, code: 'KA', name: 'Karnataka' }];
const flatrate = { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate' };

function storeWithCart(cartId: string | null = 'c1') {
  return makeTestStore({ preloadedState: { cart: { ...initialCartState(), cartId } } });
}

function shippingAddressHandlers() {
  return [
    answer('SetGuestEmailOnCart', {
      setGuestEmailOnCart: { cart: { __typename: 'Cart', id: 'c1', email: address.email } },
    }),
    answer('SetShippingAddressOnCart', {
      setShippingAddressesOnCart: {
        cart: {
          __typename: 'Cart',
          id: 'c1',
          shipping_addresses: [
            {
              __typename: 'ShippingCartAddress',
              street: address.street,
              available_shipping_methods: [
                {
                  __typename: 'AvailableShippingMethod',
                  ...flatrate,
                  method_title: 'Fixed',
                  available: true,
                  amount: { __typename: 'Money', value: 50, currency: 'INR' },
                },
              ],
            },
          ],
        },
      },
    }),
  ];
}

const money = (value: number) => ({ __typename: 'Money', value, currency: 'INR' });

/** The shop's answer to setPaymentMethodOnCart: the cart's money with the method's surcharge. */
function paymentOnCart(surcharge = 50) {
  return answer('SetPaymentMethodOnCart', {
    setPaymentMethodOnCart: {
      cart: {
        __typename: 'Cart',
        id: 'c1',
        total_quantity: 1,
        prices: {
          __typename: 'CartPrices',
          subtotal_including_tax: money(999),
          discounts: [],
          handling_charges: money(0),
          payment_surcharge: money(surcharge),
          grand_total: money(999 + surcharge),
        },
        applied_gift_cards: [],
        mw_applied_reward_points: null,
        shipping_addresses: [],
        available_payment_methods: [],
      },
    },
  });
}

describe('validation', () => {
  it.each<[string, () => CheckoutThunk<unknown>]>([
    ['shipping address', () => submitShippingAddress({ address })],
    ['shipping method', () => submitShippingMethod(flatrate)],
    ['billing address', () => submitBillingAddress({ ...address, sameAsShippingAddress: true })],
    ['payment method', () => submitPaymentMethod({ code: 'free' })],
    ['order', () => submitOrder()],
  ])('a %s needs a cart id: the rejection is recorded and rethrown', async (_, step) => {
    const store = storeWithCart(null);
    await expect(store.dispatch(step())).rejects.toThrow('Missing required information: cartId');
    const { errors } = selectCheckout(store.getState());
    expect(Object.values(errors).map((error) => error?.message)).toContain(
      'Missing required information: cartId',
    );
  });

  it('a guest must give an e-mail with the shipping address', async () => {
    const store = storeWithCart();
    const { email: _none, ...noEmail } = address;
    await expect(store.dispatch(submitShippingAddress({ address: noEmail }))).rejects.toThrow(
      'Missing required information: email',
    );
    expect(selectStepStatus('shippingAddress')(store.getState())).toBe('failed');
    expect(selectStepError('shippingAddress')(store.getState())).toEqual({
      kind: 'user',
      message: 'Missing required information: email',
    });
  });
});

describe('shipping address', () => {
  it("sets the guest's e-mail and the Indian address, and keeps the shipping methods Magento offers", async () => {
    const requests = recordRequests();
    server.use(...shippingAddressHandlers());
    const store = storeWithCart();
    const submitting = store.dispatch(submitShippingAddress({ address, regions }));
    expect(selectIsSubmitting(store.getState())).toBe(true);
    await submitting;
    expect(requests.map((r) => r.operationName)).toEqual(['SetGuestEmailOnCart', 'SetShippingAddressOnCart']);
    const variables = JSON.parse(requests[1]?.body ?? '{}').variables;
    expect(variables).toMatchObject({ cartId: 'c1', country_id: 'IN', region_code: 'KA', region_id: 549 });
    const checkout = selectCheckout(store.getState());
    expect(checkout.shippingAddress).toEqual(formatted);
    // One owner for the methods Magento offers: the cached cart; checkout tracks only the request.
    const methods = selectAvailableShippingMethods(store.services.apollo);
    expect(methods.map((m) => m.carrier_code)).toEqual(['flatrate']);
    expect(selectStepStatus('shippingMethods')(store.getState())).toBe('succeeded');
    expect(checkout).not.toHaveProperty('availableShippingMethods');
    expect(store.services.storage.getItem('shipping_address')).toEqual(formatted);
    expect(store.services.storage.getItem('availableShippingMethods')).toBeUndefined();
    expect(selectIsSubmitting(store.getState())).toBe(false);
  });

  it('does not ask a signed-in customer for an e-mail', async () => {
    const requests = recordRequests();
    server.use(...shippingAddressHandlers());
    const store = storeWithCart();
    await store.dispatch(setToken('tok'));
    const { email: _none, ...noEmail } = address;
    await store.dispatch(submitShippingAddress({ address: noEmail }));
    expect(requests.map((r) => r.operationName)).toEqual(['SetShippingAddressOnCart']);
    expect(selectStepStatus('shippingAddress')(store.getState())).toBe('succeeded');
  });

  it('records and rethrows a GraphQL failure', async () => {
    server.use(answerErrors('SetGuestEmailOnCart', ['Email is invalid']));
    const store = storeWithCart();
    await expect(store.dispatch(submitShippingAddress({ address }))).rejects.toThrow('Email is invalid');
    expect(selectStepError('shippingAddress')(store.getState())).toMatchObject({ kind: 'user' });
    expect(selectStepError('shippingAddress')(store.getState())?.message).toContain('Email is invalid');
    expect(selectStepStatus('shippingMethods')(store.getState())).toBe('idle');
  });

  it('records a lost connection as a network failure, for the step and for the shipping methods', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // retries without waiting
    server.use(failNetwork('SetShippingAddressOnCart'));
    const store = storeWithCart();
    await store.dispatch(setToken('tok'));
    await expect(store.dispatch(submitShippingAddress({ address }))).rejects.toThrow();
    expect(selectStepError('shippingAddress')(store.getState())).toMatchObject({ kind: 'network' });
    expect(selectStepStatus('shippingMethods')(store.getState())).toBe('failed');
    jest.restoreAllMocks();
  });
});

describe('shipping method', () => {
  it('posts the shipping information to the guest-cart endpoint and refetches the cart', async () => {
    let body: unknown;
    server.use(
      ...shippingAddressHandlers(),
      http.post('*/rest/V1/guest-carts/c1/shipping-information', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ totals: {} });
      }),
      answer('GetCartDetails', cartDetails('c1')),
    );
    const store = storeWithCart();
    await store.dispatch(submitShippingAddress({ address, regions }));
    await store.dispatch(submitShippingMethod(flatrate));
    expect(body).toEqual({
      addressInformation: {
        billing_address: formatted,
        shipping_address: formatted,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    const checkout = selectCheckout(store.getState());
    expect([checkout.shippingMethod, checkout.shippingTitle]).toEqual(['flatrate', 'Flat Rate']);
    expect(store.services.storage.getItem('shippingMethod')).toEqual(flatrate);
    expect(store.getState().cart.status.details).toBe('succeeded');
  });

  it("uses the customer's 'mine' endpoint with the bearer token when signed in", async () => {
    let authorization: string | null = null;
    server.use(
      http.post('*/rest/V1/carts/mine/shipping-information', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
      answer('GetCartDetails', cartDetails('c1')),
    );
    const store = storeWithCart();
    await store.dispatch(setToken('tok'));
    store.services.storage.setItem('shipping_address', formatted);
    await store.dispatch(submitShippingMethod(flatrate));
    expect(authorization).toBe('Bearer tok');
  });
});

describe('payment method', () => {
  it("goes onto the cart (Magento's setPaymentMethodOnCart), whose totals then carry its surcharge", async () => {
    const requests = recordRequests();
    server.use(paymentOnCart(50));
    const store = storeWithCart();
    await store.dispatch(submitPaymentMethod({ code: 'cashondelivery' }));
    const sent = requests.find((r) => r.operationName === 'SetPaymentMethodOnCart');
    expect(JSON.parse(sent?.body ?? '{}').variables).toEqual({ cartId: 'c1', code: 'cashondelivery' });
    expect(selectStepStatus('paymentMethod')(store.getState())).toBe('succeeded');
    expect(selectCheckout(store.getState()).paymentCode).toBe('cashondelivery');
    // The answer is the cached cart's money: the summary and the review read it from there.
    const cached = store.services.apollo.cache.extract() as Record<string, { prices?: object }>;
    const cart = cached['Cart'] as { prices?: { payment_surcharge?: unknown } } | undefined;
    expect(cart?.prices?.payment_surcharge).toMatchObject({ value: 50 });
  });

  it("a method the shop refuses is the step's rejection, with the shop's message", async () => {
    server.use(answerErrors('SetPaymentMethodOnCart', ['The requested Payment Method is not available.']));
    const store = storeWithCart();
    await expect(store.dispatch(submitPaymentMethod({ code: 'cashondelivery' }))).rejects.toThrow();
    expect(selectStepStatus('paymentMethod')(store.getState())).toBe('failed');
    expect(selectStepError('paymentMethod')(store.getState())?.message).toBe(
      'The requested Payment Method is not available.',
    );
    expect(selectCheckout(store.getState()).paymentCode).toBe('');
  });
});

describe('order', () => {
  async function readyForOrder() {
    const store = storeWithCart();
    const { storage } = store.services;
    storage.setItem('shipping_address', formatted);
    storage.setItem('shippingMethod', flatrate);
    server.use(paymentOnCart());
    await store.dispatch(submitBillingAddress({ ...address, sameAsShippingAddress: true }));
    await store.dispatch(submitPaymentMethod({ code: 'cashondelivery', data: { nonce: 'n-1' } }));
    return store;
  }

  it('places the order, keeps the receipt, clears saved data and starts a new cart', async () => {
    let body: unknown;
    server.use(
      http.post('*/rest/V1/guest-carts/c1/payment-information', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json('000000123');
      }),
      answer('CreateEmptyCart', { cartId: 'next-cart' }),
    );
    const store = await readyForOrder();
    expect(await store.dispatch(submitOrder())).toBe('000000123');
    expect(body).toEqual({
      billingAddress: formatted,
      cartId: 'c1',
      email: 'asha@example.in',
      paymentMethod: { method: 'cashondelivery', additional_data: { payment_method_nonce: 'n-1' } },
    });
    expect(selectReceipt(store.getState()).order).toEqual({ id: '000000123', shipping_address: formatted });
    for (const key of ['billing_address', 'paymentMethod', 'shipping_address', 'shippingMethod']) {
      expect(store.services.storage.getItem(key)).toBeUndefined();
    }
    expect(store.getState().cart.cartId).toBe('next-cart');
    expect(store.services.storage.getItem('cartId')).toBe('next-cart');
    expect(selectStepStatus('order')(store.getState())).toBe('succeeded');
  });

  it('is still accepted when the new cart cannot be created', async () => {
    server.use(
      http.post('*/rest/V1/guest-carts/c1/payment-information', () => HttpResponse.json(77)),
      answerErrors('CreateEmptyCart', ['Service unavailable']),
    );
    const store = await readyForOrder();
    await store.dispatch(submitOrder());
    expect(selectStepStatus('order')(store.getState())).toBe('succeeded');
    expect(selectReceipt(store.getState()).order.id).toBe('77');
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('records and rethrows a refused order, keeping the cart and saved data', async () => {
    server.use(
      http.post('*/rest/V1/guest-carts/c1/payment-information', () =>
        HttpResponse.json({ message: 'The payment method you requested is not available.' }, { status: 400 }),
      ),
    );
    const store = await readyForOrder();
    await expect(store.dispatch(submitOrder())).rejects.toMatchObject({
      status: 400,
      serverMessage: 'The payment method you requested is not available.',
    });
    expect(selectStepStatus('order')(store.getState())).toBe('failed');
    // Magento's own message, typed as one for the shopper: the step shows it as it stands.
    expect(selectStepError('order')(store.getState())).toEqual({
      kind: 'user',
      message: 'The payment method you requested is not available.',
    });
    expect(store.getState().cart.cartId).toBe('c1');
    expect(store.services.storage.getItem('shipping_address')).toEqual(formatted);
  });
});

describe('begin, cancel, reset', () => {
  it('begin resets, then restores the saved checkout data', async () => {
    const store = storeWithCart();
    const { storage } = store.services;
    storage.setItem('billing_address', { ...formatted, sameAsShippingAddress: false });
    storage.setItem('shipping_address', formatted);
    storage.setItem('shippingMethod', flatrate);
    storage.setItem('paymentMethod', { code: 'free', data: { nonce: 'x' } });
    store.dispatch(paymentMethodAccepted({ code: 'upi' })); // stale in-memory state begin must replace
    await store.dispatch(beginCheckout());
    const checkout = selectCheckout(store.getState());
    expect(checkout).toMatchObject({
      shippingAddress: formatted,
      billingAddress: { ...formatted, sameAsShippingAddress: false },
      shippingMethod: 'flatrate',
      shippingTitle: 'Flat Rate',
      paymentCode: 'free',
      paymentData: { nonce: 'x' },
    });
    expect(checkout.status.paymentMethod).toBe('idle');
  });

  it('cancel clears checkout', async () => {
    const store = storeWithCart();
    server.use(paymentOnCart(0));
    await store.dispatch(submitPaymentMethod({ code: 'upi' }));
    store.dispatch(checkoutCancelled());
    expect(selectCheckout(store.getState()).paymentCode).toBe('');
  });

  it('after an order, create-account resets checkout, closes the drawer and opens the prefilled form', async () => {
    server.use(
      http.post('*/rest/V1/guest-carts/c1/payment-information', () => HttpResponse.json(5)),
      answer('CreateEmptyCart', { cartId: 'next' }),
      paymentOnCart(0),
    );
    const store = storeWithCart();
    store.services.storage.setItem('shipping_address', formatted);
    await store.dispatch(submitPaymentMethod({ code: 'free' }));
    await store.dispatch(submitOrder());
    store.dispatch(drawerToggled('cart'));
    const navigate = jest.fn();
    await store.dispatch(createAccountAfterOrder(navigate));
    expect(navigate).toHaveBeenCalledWith(
      '/create-account?email=asha%40example.in&firstName=Asha&lastName=Rao',
    );
    expect(selectReceipt(store.getState()).order.id).toBeNull();
    expect(store.getState().shell.drawer).toBeNull();
  });
});

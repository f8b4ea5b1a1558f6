// A guest checkout against the real embedded server (in process, seeded): the GraphQL steps, the REST
// shipping-information and payment-information calls, and the order-success sequence.
import { useRealShop } from '../../../test/support/real-shop';
import { makeTestStore } from '../../../test/support/render';
import { addItemToCart } from '../cart';
import { selectReceipt, selectStepStatus } from './checkout-slice';
import { selectAvailableShippingMethods } from './shipping-methods';
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
  email: 'asha.guest@example.in',
};

describe('guest checkout against the embedded shop', () => {
  it('places a cash-on-delivery order and starts a new cart', async () => {
    useRealShop();
    const store = makeTestStore();
    await store.dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 1 })).unwrap();
    const orderedCart = store.getState().cart.cartId;

    await store.dispatch(submitShippingAddress({ address }));
    const [method] = selectAvailableShippingMethods(store.services.apollo);
    expect(method).toBeDefined();
    await store.dispatch(submitShippingMethod(method!));
    await store.dispatch(submitBillingAddress({ ...address, sameAsShippingAddress: true }));
    await store.dispatch(submitPaymentMethod({ code: 'cashondelivery' }));
    const orderId = await store.dispatch(submitOrder());

    expect(orderId).toMatch(/^\d+$/);
    expect(selectStepStatus('order')(store.getState())).toBe('succeeded');
    expect(selectReceipt(store.getState()).order).toMatchObject({
      id: orderId,
      shipping_address: { city: 'Bengaluru' },
    });
    expect(store.getState().cart.cartId).toEqual(expect.any(String));
    expect(store.getState().cart.cartId).not.toBe(orderedCart);
    expect(store.services.storage.getItem('shipping_address')).toBeUndefined();
  });
});

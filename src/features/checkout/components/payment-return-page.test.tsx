// The payment return page against the real shop: a gateway order is placed, paid or failed on the sandbox's
// hosted page, and the page asks the shop for the order's real state.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { makeTestStore } from '../../../../test/support/render';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { ORIGIN, type TestShop } from '../../../../server/test/test-app';
import { addItemToCart } from '../../cart';
import { orderNumberOf } from '../checkout-api';
import { selectCheckout } from '../checkout-slice';
import { selectAvailableShippingMethods } from '../shipping-methods';
import {
  submitBillingAddress,
  submitOrder,
  submitPaymentMethod,
  submitShippingAddress,
  submitShippingMethod,
} from '../checkout-steps';

const SKU = 'ZS-SAM-10034';
const address = {
  firstname: 'Asha',
  lastname: 'Rao',
  street: ['12 MG Road'],
  city: 'Bengaluru',
  region_code: 'KA',
  postcode: '560001',
  telephone: '9876543210',
  email: 'asha.pays@example.in',
};

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
});

/** A guest's gateway order, as Place order leaves it: placed, cart replaced, payment page waiting. */
async function placeGatewayOrder() {
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: SKU, quantity: 2 })).unwrap();
  await store.dispatch(submitShippingAddress({ address }));
  await store.dispatch(submitShippingMethod(selectAvailableShippingMethods(store.services.apollo)[0]!));
  await store.dispatch(submitBillingAddress({ ...address, sameAsShippingAddress: true }));
  await store.dispatch(submitPaymentMethod({ code: 'payu', data: { option: 'payu-netbanking' } }));
  const orderId = await store.dispatch(submitOrder());
  const url = selectCheckout(store.getState()).payment?.url;
  if (!url) throw new Error('no payment page');
  // A new page load comes back from the gateway: a new store on the same storage.
  const returned = makeTestStore({ services: { storage: store.services.storage } });
  return { url, number: orderNumberOf(orderId), store: returned };
}

async function payOnSandbox(shop: TestShop, url: string, outcome: 'approve' | 'fail') {
  const response = await shop.app.fetch(
    new Request(new URL(new URL(url).pathname, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'netbanking', outcome }).toString(),
    }),
  );
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

test('a paid gateway order comes back to the confirmation', async () => {
  const shop = useRealShop();
  const { url, number, store } = await placeGatewayOrder();
  const back = await payOnSandbox(shop, url, 'approve');
  expect(back).toBe(`/payu/checkout/success/${number}`);

  const { router } = renderApp(back!, { store });
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'), {
    timeout: 15_000,
  });
  expect(await screen.findByText(`Your order number is ${number}.`)).toBeInTheDocument();
  const events = window.dataLayer!.map((e) => e.event);
  expect(events).toEqual(expect.arrayContaining(['Payment Success', 'purchase']));
});

test('a failed payment says so, puts the items back in the cart and offers to try again', async () => {
  const shop = useRealShop();
  const { url, store } = await placeGatewayOrder();
  const back = await payOnSandbox(shop, url, 'fail');
  const user = userEvent.setup();

  const { router } = renderApp(back!, { store });
  expect(
    await screen.findByText(
      'Your payment did not go through, and the order was cancelled.',
      {},
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
  expect(window.dataLayer!.map((e) => e.event)).toContain('payment_failed');
  await waitFor(async () => {
    const cartId = store.getState().cart.cartId!;
    const { data } = await shop.gql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
      `{ cart(cart_id: "${cartId}") { items { quantity product { sku } } } }`,
    );
    expect(data?.cart.items).toEqual([{ quantity: 2, product: { sku: SKU } }]);
  });

  await user.click(screen.getByRole('link', { name: 'Try again' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  // The address typed for the failed attempt is there to send again.
  expect(await screen.findByLabelText('Email address', {}, { timeout: 15_000 })).toHaveValue(address.email);
  expect(screen.getByLabelText('Pincode')).toHaveValue('560001');
});

test('the page never trusts the URL: an unpaid order is not shown as paid', async () => {
  useRealShop();
  const { number, store } = await placeGatewayOrder();
  renderApp(`/payu/checkout/success/${number}`, { store });
  expect(
    await screen.findByText(
      'We are still waiting for the payment provider to confirm your payment.',
      {},
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
});

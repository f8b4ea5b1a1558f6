// "Need a GST invoice?" at checkout and an order's GST facts, through the whole app against the real in-process
// shop: the disclosure, the GSTIN rules' messages beside the fields, the GSTIN and business name on the placed
// order's confirmation and on its order page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gstinCheckCharacter } from '../../../common/gst/gstin';
import { GSTIN_MESSAGES } from '../../../common/gst/messages';
import { useRealShop } from '../../../test/support/real-shop';
import { makeTestStore } from '../../../test/support/render';
import { renderApp, setViewport } from '../../../test/support/render-app';
import { simpleProduct, tokenFor } from '../../../test/support/place-order';
import { BrowserPersistence, STORAGE_KEYS } from '../../lib/storage';
import { addItemToCart } from '../cart';

const SKU = 'ZS-SAM-10034';
/** A well-formed Karnataka GSTIN, its check character computed. */
const GSTIN = `29AABCZ5678K1Z${gstinCheckCharacter('29AABCZ5678K1Z')}`;
const WRONG_CHECK = `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}`;
const BUSINESS = 'Rao Electronics LLP';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
});

const field = (name: string) => screen.getByLabelText(name);

async function toPaymentStep(user: User, email: string) {
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: SKU, quantity: 1 })).unwrap();
  const view = renderApp('/checkout', { store });
  await user.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), email);
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Flat, house no., building, street'), '12 MG Road');
  await user.type(field('Mobile number'), '9876543210');
  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '560001');
  await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
  await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  const method = await screen.findByRole('region', { name: 'Shipping method' });
  await user.click(await within(method).findByRole('button', { name: 'Continue' }));
  const payment = await screen.findByRole('region', { name: 'Billing and payment' });
  await user.click(await within(payment).findByRole('radio', { name: 'Cash on delivery' }));
  return { ...view, payment };
}

test('a GST invoice: the disclosure, the GSTIN rules beside the fields, then the GSTIN on the order', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router, payment } = await toPaymentStep(user, 'gst.buyer@example.in');

  const disclosure = within(payment).getByRole('button', { name: 'Need a GST invoice?' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  expect(within(payment).queryByRole('textbox', { name: 'GSTIN' })).not.toBeInTheDocument();
  await user.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const gstin = within(payment).getByRole('textbox', { name: 'GSTIN' });
  const business = within(payment).getByRole('textbox', { name: 'Business name' });

  // A wrong check character and no business name: both said beside their fields, and the step stays open.
  await user.type(gstin, WRONG_CHECK.toLowerCase());
  expect(gstin).toHaveValue(WRONG_CHECK); // capitals as typed
  await user.click(within(payment).getByRole('button', { name: 'Continue' }));
  expect(gstin).toHaveAccessibleDescription(
    `15 characters, as on your GST registration certificate ${GSTIN_MESSAGES.checksum}`,
  );
  expect(gstin).toBeInvalid();
  expect(business).toHaveAccessibleDescription('Enter the business name registered for this GSTIN.');
  expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();

  await user.clear(gstin);
  await user.type(gstin, '27AAPFU0939F1Z');
  await user.click(within(payment).getByRole('button', { name: 'Continue' }));
  expect(gstin).toHaveAccessibleDescription(expect.stringContaining(GSTIN_MESSAGES.length));

  await user.clear(gstin);
  await user.type(gstin, GSTIN);
  await user.type(business, BUSINESS);
  await user.click(within(payment).getByRole('button', { name: 'Continue' }));
  // The accepted step says the invoice is a GST one.
  expect(
    await within(payment).findByText(`Cash on delivery · GST invoice for GSTIN ${GSTIN}`),
  ).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
  const invoice = await screen.findByRole('region', { name: 'GST invoice' });
  expect(within(invoice).getByText(`GSTIN: ${GSTIN}`)).toBeInTheDocument();
  expect(within(invoice).getByText(`Business name: ${BUSINESS}`)).toBeInTheDocument();
  // On the order's billing address, as Magento's vat_id and company; the delivery address has none.
  expect(
    shop.db
      .prepare(
        `SELECT a.address_type, a.company, a.vat_id FROM order_addresses a JOIN orders o ON o.entity_id = a.order_id
          WHERE o.email = ? ORDER BY a.address_type`,
      )
      .all('gst.buyer@example.in'),
  ).toEqual([
    { address_type: 'billing', company: BUSINESS, vat_id: GSTIN },
    { address_type: 'shipping', company: null, vat_id: null },
  ]);
}, 90_000); // three steps, three refusals and an order through the real shop

test('closing the disclosure asks for no GST invoice (what was typed waits there until the step is done)', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { payment } = await toPaymentStep(user, 'gst.changed.mind@example.in');
  const disclosure = within(payment).getByRole('button', { name: 'Need a GST invoice?' });
  await user.click(disclosure);
  await user.type(within(payment).getByRole('textbox', { name: 'GSTIN' }), 'NOT A GSTIN');
  await user.click(disclosure);
  expect(within(payment).queryByRole('textbox', { name: 'GSTIN' })).not.toBeInTheDocument();
  await user.click(disclosure);
  expect(within(payment).getByRole('textbox', { name: 'GSTIN' })).toHaveValue('NOT A GSTIN');
  await user.click(disclosure);
  // Closed, the bad GSTIN is no GST invoice, not a mistake: the step is accepted without one.
  await user.click(within(payment).getByRole('button', { name: 'Continue' }));
  expect(await within(payment).findByText('Cash on delivery')).toBeInTheDocument();

  await user.click(within(payment).getByRole('button', { name: 'Edit Billing and payment' }));
  await user.click(within(payment).getByRole('button', { name: 'Need a GST invoice?' }));
  // Nothing was kept as a GST invoice, so the step opens as new.
  expect(within(payment).getByRole('textbox', { name: 'GSTIN' })).toHaveValue('');
}, 60_000);

test("an order's page shows the GSTIN and business name its billing address carries", async () => {
  const shop = useRealShop();
  const token = await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024');
  // The answers are read loosely: a missing field fails the test that needed it.
  type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (query: string, variables: Record<string, unknown>) => {
    const res = await shop.gql<Answer>(query, variables, { headers: { authorization: `Bearer ${token}` } });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const address = {
    firstname: 'Ananya',
    lastname: 'Iyer',
    street: ['4 Residency Road'],
    city: 'Bengaluru',
    region: 'KA',
    postcode: '560025',
    telephone: '9876512345',
    country_code: 'IN',
  };
  const id = (await call('{ customerCart { id } }', {})).customerCart.id as string;
  await call(
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { id, sku: simpleProduct(shop).sku },
  );
  await call(
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: address },
  );
  await call(
    'mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }',
    { id, a: { ...address, company: BUSINESS, vat_id: GSTIN } },
  );
  await call(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { id },
  );
  await call(
    'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
    { id },
  );
  const number = (
    await call('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', {
      id,
    })
  ).placeOrder.orderV2.number as string;

  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.signinToken, token, 3600);
  renderApp(`/order-history/${number}`, { services: { storage } });
  const invoice = await screen.findByRole('region', { name: 'GST invoice' }, { timeout: 15_000 });
  expect(
    within(invoice)
      .getAllByRole('paragraph')
      .map((line) => line.textContent),
  ).toEqual([`Business name: ${BUSINESS}`, `GSTIN: ${GSTIN}`]);
  expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent('Ananya Iyer');
});

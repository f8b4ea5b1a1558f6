// "EMI from ₹N/month" on the product page and its plans sheet, through the whole app against the in-process
// shop: shown from the store's EMI minimum up, the smallest instalment of the price's plans, the sheet a
// labelled dialog listing every plan with the no-cost ones marked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { formatMoney } from '../../../common/money';
import { useRealShop } from '../../../test/support/real-shop';
import { renderApp } from '../../../test/support/render-app';
import type { TestShop } from '../../../server/test/test-app';
import { simpleProduct, tokenFor } from '../../../test/support/place-order';
import { BrowserPersistence, STORAGE_KEYS } from '../../lib/storage';

jest.setTimeout(30_000);

const SOUNDBAR = {
  url: '/samsung-hw-b550-2-1ch-soundbar.html',
  name: 'Samsung HW-B550 2.1ch Soundbar',
  price: 18999,
};
const CASE = {
  url: '/solimo-soft-tpu-case-for-galaxy-m35.html',
  name: 'Solimo Soft TPU Case for Galaxy M35',
};

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

interface Plan {
  months: number;
  no_cost: boolean;
  annual_rate: number;
  monthly_instalment: { value: number };
  total_interest: { value: number };
  interest_discount: { value: number };
  total: { value: number };
}

/** The plans as the shop computes them: the oracle the page must agree with. */
async function shopPlans(shop: TestShop, amount: number): Promise<Plan[]> {
  const res = await shop.gql<{ emiPlans: Plan[] }>(
    `query($a: Float!) { emiPlans(amount: $a) { months no_cost annual_rate monthly_instalment { value }
      total_interest { value } interest_discount { value } total { value } } }`,
    { a: amount },
  );
  return res.data!.emiPlans;
}

/** A customer's order of one product, to be paid on the Razorpay sandbox's hosted page. */
async function placeGatewayOrder(shop: TestShop, token: string): Promise<{ number: string; url: string }> {
  type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
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
  const id = (await call('{ customerCart { id } }')).customerCart.id as string;
  await call(
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { id, sku: simpleProduct(shop).sku },
  );
  await call(
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: address },
  );
  await call(
    'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id },
  );
  await call(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { id },
  );
  await call(
    'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "razorpay" } }) { cart { id } } }',
    { id },
  );
  const placed = (
    await call(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } payment_url } }',
      { id },
    )
  ).placeOrder;
  return { number: placed.orderV2.number, url: placed.payment_url };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

test("an expensive product shows EMI from its plans' smallest instalment, and the sheet lists every plan", async () => {
  const shop = useRealShop();
  const plans = await shopPlans(shop, SOUNDBAR.price);
  const smallest = Math.min(...plans.map((p) => p.monthly_instalment.value));
  const user = userEvent.setup();
  renderApp(SOUNDBAR.url);
  await heading(SOUNDBAR.name);

  const main = screen.getByRole('main');
  expect(await within(main).findByText(`EMI from ${formatMoney(smallest)}/month`)).toBeInTheDocument();
  const open = within(main).getByRole('button', { name: 'View plans' });
  await user.click(open);

  const sheet = await screen.findByRole('dialog', { name: 'EMI plans' });
  expect(
    within(sheet).getByText(`Pay ${formatMoney(SOUNDBAR.price)} in monthly instalments`, { exact: false }),
  ).toBeInTheDocument();
  const items = within(within(sheet).getByRole('list', { name: 'EMI plans' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    '3 monthsNo-cost EMI',
    '6 monthsNo-cost EMI',
    '9 months',
    '12 months',
    '18 months',
    '24 months',
  ]);
  // Each plan's instalment, interest and total, as the shop computed them.
  items.forEach((item, i) => {
    const plan = plans[i]!;
    const facts = within(item)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      `Monthly instalment: ${formatMoney(plan.monthly_instalment.value)}`,
      plan.no_cost
        ? `Interest: ${formatMoney(plan.interest_discount.value)}, waived as an instant discount`
        : `Interest: ${formatMoney(plan.total_interest.value)} at ${plan.annual_rate}% a year`,
      `Total: ${formatMoney(plan.total.value)}`,
    ]);
  });
  expect(plans[0]!.total.value).toBe(SOUNDBAR.price); // no-cost: the price, however many months

  // WCAG's rules, as the other pages' checks run them (jsdom has no layout or colours to measure contrast).
  const { violations } = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
  // Opened again (its code is in by now), Done at the end of the plans closes it too.
  await user.click(open);
  await user.click(
    within(await screen.findByRole('dialog', { name: 'EMI plans' })).getByRole('button', { name: 'Done' }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a product below the EMI minimum shows no EMI line', async () => {
  useRealShop();
  renderApp(CASE.url);
  await heading(CASE.name);
  // The page has settled (its below-the-fold extras were asked) and still no EMI.
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading specifications' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByText(/^EMI from/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View plans' })).not.toBeInTheDocument();
});

test("the store's EMI minimum decides: raised above the price, the line goes", async () => {
  const shop = useRealShop();
  shop.db
    .prepare(
      "INSERT INTO store_config (store_id, path, value) VALUES (0, 'zepp_emi/general/min_order_amount', '20000')",
    )
    .run();
  renderApp(SOUNDBAR.url);
  await heading(SOUNDBAR.name);
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading specifications' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByText(/^EMI from/)).not.toBeInTheDocument();
});

test('an order paid in a card EMI plan on the gateway says so on its order page', async () => {
  const shop = useRealShop();
  const token = await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024');
  const { number, url } = await placeGatewayOrder(shop, token);
  const paid = await shop.app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'approve', method: 'credit_card', emi_months: '6' }),
    }),
  );
  expect(paid.status).toBe(303);

  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.signinToken, token, 3600);
  renderApp(`/order-history/${number}`, { services: { storage } });
  const payment = await screen.findByRole('region', { name: 'Payment Method' }, { timeout: 15_000 });
  expect(payment).toHaveTextContent('Razorpay, card EMI over 6 months');
});

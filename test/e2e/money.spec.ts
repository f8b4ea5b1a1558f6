// Follows the money (issue 25): for carts with a coupon, a gift card, reward coins, Express shipping and cash on
// delivery, alone and together, every amount line and the grand total are the same on the cart page, each
// checkout step's summary, the review, the confirmation, the order's page, the order e-mail and the order the
// shop answers (customer.orders) — each charge and discount on a line of its own from the moment it applies,
// cash on delivery's charge before the order is placed, and amounts written one way (whole rupees, paise only
// when there are some, one minus sign). Each test has its own new customer and gift card (support/).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addToCustomerCart, createCustomer, gql, startSignedIn, type NewCustomer } from './support/customers';
import { latestMail } from './support/outbox';
import { giveCoins, newGiftCard } from './support/shop-fixtures';
import { POINTS_PER_100_INR } from '../../server/magento/schema/cart/pricing';

// A cart, four checkout steps, perhaps a gateway's page, then three more pages: a long journey.
test.describe.configure({ timeout: 120_000 });

const MINUS = '\u2212';
const COINS = 'Zepp Coins'; // the default brand's coin name (SPEC 9)
const F55 = { sku: 'ZS-SAM-10034', price: 22_999 }; // Samsung Galaxy F55 5G, no handling charges
const FLASK = { sku: 'ZS-MIL-10305', price: 1_199 }; // Milton flask: 10% off it has paise
const TAB = { sku: 'ZS-SAM-10053', price: 12_999, handling: 49 }; // Galaxy Tab A9+, handling charges

/** The test's own writing of an amount, to check the shop's: ₹1,23,456 or ₹1,079.10, −₹500. */
function rupees(amount: number): string {
  const digits = Math.round(amount * 100) % 100 === 0 ? 0 : 2;
  const text = Math.abs(amount).toLocaleString('en-IN', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${amount < 0 ? MINUS : ''}₹${text}`;
}

interface Composition {
  title: string;
  product: { sku: string; price: number; handling?: number };
  coupon?: { code: string; label: string; amount: number };
  giftCard?: number;
  coins?: number;
  express?: boolean;
  cod?: boolean;
}

interface Expected {
  /** Lines with a chosen shipping method and payment, the grand total last. */
  final: string[];
  /** Before a shipping method is chosen (the cart, the first step). */
  beforeShipping: string[];
  /** With the shipping method, before the payment method (cash on delivery's charge) is chosen. */
  beforePayment: string[];
  grandTotal: number;
}

/** What the shopper must see, from the composition and the seed's prices and rules, in the shop's order. */
function expected(c: Composition, giftCardCode: string): Expected {
  const shipping = c.express ? 149 : 0; // Standard is free from ₹499, Express ₹149 (seed's shipping.json)
  const discount = (c.coupon?.amount ?? 0) + (c.coins ?? 0);
  const due = c.product.price - discount + (c.product.handling ?? 0) + shipping + (c.cod ? 50 : 0);
  const card = Math.min(c.giftCard ?? 0, due);
  const grandTotal = Math.round((due - card) * 100) / 100;
  const lines = (withShipping: boolean, withCod: boolean, total: number) => [
    `Price (1 item): ${rupees(c.product.price)}`,
    ...(c.coupon ? [`${c.coupon.label}: ${rupees(-c.coupon.amount)}`] : []),
    ...(c.coins ? [`${COINS}: ${rupees(-c.coins)}`] : []),
    ...(c.product.handling ? [`Handling charges: ${rupees(c.product.handling)}`] : []),
    ...(withShipping ? [`Shipping: ${shipping ? rupees(shipping) : 'Free'}`] : []),
    ...(withCod ? [`Cash on delivery charge: ${rupees(50)}`] : []),
    ...(card ? [`Gift card ${giftCardCode}: ${rupees(-card)}`] : []),
    `Grand total: ${rupees(total)}`,
  ];
  const noCod = grandTotal - (c.cod ? 50 : 0);
  return {
    final: lines(true, Boolean(c.cod), grandTotal),
    beforePayment: lines(true, false, noCod),
    beforeShipping: lines(false, false, noCod - shipping),
    grandTotal,
  };
}

/** A "Price details" breakdown as the shopper reads it: "label: amount", line by line. */
async function linesOf(region: Locator): Promise<string[]> {
  const terms = await region.getByRole('term').allInnerTexts();
  const amounts = await region.getByRole('definition').allInnerTexts();
  return terms.map((term, i) => `${term.trim()}: ${(amounts[i] ?? '').trim()}`);
}

const priceDetails = (scope: Page | Locator) => scope.getByRole('region', { name: 'Price details' });
const checkoutSummary = (page: Page) =>
  priceDetails(page.getByRole('complementary', { name: 'Order summary' }));

async function expectLines(region: Locator, lines: string[]): Promise<void> {
  await expect.poll(() => linesOf(region), { timeout: 15_000 }).toEqual(lines);
}

/** Fills one of the cart's code forms (coupon, gift card) and waits for the shop to accept it. */
async function applyCode(page: Page, form: string, code: string, accepted: string): Promise<void> {
  await page.getByRole('textbox', { name: form }).fill(code);
  await page.getByRole('form', { name: form }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(accepted)).toBeVisible();
}

async function cartPage(page: Page, c: Composition, card: string, want: Expected): Promise<void> {
  await page.goto('/cart');
  await expect(priceDetails(page)).toBeVisible();
  if (c.coupon) await applyCode(page, 'Coupon code', c.coupon.code, `Coupon ${c.coupon.code} applied`);
  if (c.giftCard) await applyCode(page, 'Gift card code', card, `Gift card ${card} applied`);
  if (c.coins) {
    await page.getByRole('button', { name: `Use my ${COINS}` }).click();
    await expect(page.getByText(`${c.coins} ${COINS} applied`)).toBeVisible();
  }
  await expectLines(priceDetails(page), want.beforeShipping);
  // SPEC 9: the cart subtotal is the grand total.
  await expect(page.getByText(/^Subtotal \(1 item\):/)).toHaveText(
    `Subtotal (1 item): ${want.beforeShipping.at(-1)!.replace('Grand total: ', '')}`,
  );
}

async function checkoutSteps(page: Page, c: Composition, want: Expected): Promise<void> {
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expectLines(checkoutSummary(page), want.beforeShipping);
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address.getByRole('radio', { name: /Bengaluru/ })).toBeChecked();
  await address.getByRole('button', { name: 'Deliver to this address' }).click();
  await expectLines(checkoutSummary(page), want.beforeShipping);

  const method = page.getByRole('region', { name: 'Shipping method' });
  const name = c.express ? 'Express Delivery' : 'Standard Delivery';
  // Named as a shopper expects, the price beside it: not "Standard Delivery (Standard)".
  await method.getByRole('radio', { name: new RegExp(`^${name} (₹|Free)`) }).check();
  await method.getByRole('button', { name: 'Continue' }).click();
  await expect(method).toContainText(new RegExp(`${name}$`));
  await expectLines(checkoutSummary(page), want.beforePayment);

  const pay = page.getByRole('region', { name: 'Billing and payment' });
  if (c.cod) await pay.getByRole('radio', { name: 'Cash on delivery', exact: true }).check();
  else await pay.getByRole('group', { name: 'Razorpay' }).getByRole('radio', { name: 'UPI' }).check();
  await pay.getByRole('button', { name: 'Continue' }).click();
  // Cash on delivery's charge is there before the order is placed: beside the steps and in the review.
  await expectLines(priceDetails(page.getByRole('region', { name: 'Review and place order' })), want.final);
  await expectLines(checkoutSummary(page), want.final);
}

/** Places the order (paying on the gateway's page when online); returns the order number. */
async function placeOrder(page: Page, c: Composition, want: Expected): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  if (!c.cod) {
    await expect(page).toHaveURL(/\/sandbox\/razorpay\/pay\//);
    const payButton = page.getByRole('button', { name: /^Pay ₹/ });
    // The gateway is asked for the grand total the shopper was shown.
    const asked = Number((await payButton.innerText()).replace(/[^\d.]/g, ''));
    expect(asked).toBeCloseTo(want.grandTotal, 2);
    await payButton.click();
  }
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const number = /\d{9}/.exec(await page.getByText(/Your order number is \d{9}\./).innerText())![0];
  await expectLines(priceDetails(page), want.final);
  return number;
}

/** The order as the shop answers it (customer.orders), written as the breakdown writes its lines. */
async function backendLines(request: APIRequestContext, customer: NewCustomer, number: string) {
  const data = await gql(
    request,
    `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
      carrier applied_gift_cards { code applied_balance { value } }
      total { subtotal_incl_tax { value } discounts { label amount { value } } total_reward_points { value }
        handling_charges { value } total_shipping { value } payment_surcharge { value } grand_total { value } }
    } } } }`,
    { n: number },
    customer.token,
  );
  const order = data.customer.orders.items[0];
  const t = order.total;
  return [
    `Price (1 item): ${rupees(t.subtotal_incl_tax.value)}`,
    ...t.discounts.map(
      (d: { label: string; amount: { value: number } }) => `${d.label}: ${rupees(-d.amount.value)}`,
    ),
    ...(t.total_reward_points.value ? [`${COINS}: ${rupees(-t.total_reward_points.value)}`] : []),
    ...(t.handling_charges.value ? [`Handling charges: ${rupees(t.handling_charges.value)}`] : []),
    `Shipping: ${t.total_shipping.value ? rupees(t.total_shipping.value) : 'Free'}`,
    ...(t.payment_surcharge.value ? [`Cash on delivery charge: ${rupees(t.payment_surcharge.value)}`] : []),
    ...order.applied_gift_cards.map(
      (g: { code: string; applied_balance: { value: number } }) =>
        `Gift card ${g.code}: ${rupees(-g.applied_balance.value)}`,
    ),
    `Grand total: ${rupees(t.grand_total.value)}`,
  ];
}

/**
 * The header's balance is the shop's after the order, not the one from before: the coins spent are gone at once;
 * the coins the order earns count once it is paid (the gateway's approval), and stay pending for cash on
 * delivery until it is delivered.
 */
async function expectHeaderCoins(
  page: Page,
  request: APIRequestContext,
  customer: NewCustomer,
  c: Composition,
  want: Expected,
) {
  const data = await gql(
    request,
    '{ customer { mw_reward_points { balance { points } } } }',
    {},
    customer.token,
  );
  const now = data.customer.mw_reward_points.balance.points as number;
  const earned = c.cod ? 0 : Math.floor(want.grandTotal / 100) * POINTS_PER_100_INR;
  expect(now).toBe(earned); // the coins given before the order were all spent on it
  await expect(page.getByRole('banner').getByRole('link', { name: `${now} ${COINS}` })).toBeVisible();
}

async function followTheMoney(
  page: Page,
  request: APIRequestContext,
  c: Composition,
  isMobile = false,
): Promise<void> {
  const customer = await createCustomer(request, 'money', { address: true });
  if (c.coins) giveCoins(customer.email, c.coins);
  const card = c.giftCard ? newGiftCard(c.giftCard) : '';
  const want = expected(c, card);
  await addToCustomerCart(request, customer.token, c.product.sku);
  await startSignedIn(page, customer.token);

  await cartPage(page, c, card, want);
  await checkoutSteps(page, c, want);
  const number = await placeOrder(page, c, want);
  if (c.coins && !isMobile) await expectHeaderCoins(page, request, customer, c, want);

  await page.goto(`/order-history/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expectLines(priceDetails(page), want.final);
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
    c.express ? 'Express Delivery' : 'Standard Delivery',
  );

  const mail = await latestMail(customer.email, 'order_confirmation');
  expect(mail.subject).toBe(`Your order #${number} is confirmed`);
  expect(mail.text.split('Price details\n')[1]!.split('\n\n')[0]!.split('\n')).toEqual(want.final);

  expect(await backendLines(request, customer, number)).toEqual(want.final);
}

const WELCOME10 = { code: 'WELCOME10', label: 'Welcome offer (10% off)' };

const ALONE: Composition[] = [
  // 10% of ₹1,199 is ₹119.90: paise, written on every page as such and never rounded away.
  { title: 'a coupon', product: FLASK, coupon: { ...WELCOME10, amount: 119.9 } },
  { title: 'a gift card', product: F55, giftCard: 1000 },
  { title: 'reward coins', product: F55, coins: 300 },
  { title: 'Express shipping', product: F55, express: true },
  { title: 'cash on delivery', product: F55, cod: true },
];

for (const composition of ALONE) {
  test(`${composition.title}: the same lines on every page, in the e-mail and in the shop's order`, async ({
    page,
    request,
    isMobile,
  }) => {
    await followTheMoney(page, request, composition, isMobile);
  });
}

test("all together: coupon, coins, handling, Express, cash on delivery and a gift card, on every page, in the e-mail and in the shop's order @responsive", async ({
  page,
  request,
  isMobile,
}) => {
  await followTheMoney(
    page,
    request,
    {
      title: 'all together',
      product: TAB,
      coupon: { ...WELCOME10, amount: 500 }, // 10% of ₹12,999, capped at ₹500
      coins: 300,
      giftCard: 1000,
      express: true,
      cod: true,
    },
    isMobile,
  );
});

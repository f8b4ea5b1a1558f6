// Account pages in a real browser against the real server: a signed-in customer finds an order (placed through
// GraphQL in the setup) in /order-history and opens it, then adds a product to the wishlist from its page and
// moves it to the cart from /wishlist. Desktop and phone each use their own customer and product, as they
// share one shop.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { activate, DEMO_CUSTOMER, signIn } from './support/shop';

const DESKTOP = {
  customer: DEMO_CUSTOMER,
  product: { url: '/sony-ht-s20r-5-1ch-soundbar.html', name: 'Sony HT-S20R 5.1ch Soundbar' },
};
const PHONE = {
  customer: { email: 'priya.nair@example.in', password: 'Priya@2024' },
  product: { url: '/samsung-hw-b550-2-1ch-soundbar.html', name: 'Samsung HW-B550 2.1ch Soundbar' },
};

// Seven GraphQL calls, three pages and two axe runs: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function gql(request: APIRequestContext, token: string | null, query: string) {
  const response = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query },
  });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 50)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The checkout's own GraphQL steps: one soundbar, flat rate, cash on delivery. Returns the order number. */
async function placeOrder(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const token = (
    await gql(
      request,
      null,
      `mutation { generateCustomerToken(email: "${email}", password: "${password}") { token } }`,
    )
  ).generateCustomerToken.token as string;
  const cart = (await gql(request, token, '{ customerCart { id } }')).customerCart.id as string;
  const steps = [
    `addProductsToCart(cartId: "${cart}", cartItems: [{ sku: "ZS-SON-10165", quantity: 1 }]) { cart { id } }`,
    `setShippingAddressesOnCart(input: { cart_id: "${cart}", shipping_addresses: [{ address: { firstname: "Asha",
      lastname: "Verma", street: ["12 Janpath"], city: "New Delhi", region: "DL", postcode: "110001",
      telephone: "9876501234", country_code: "IN" } }] }) { cart { id } }`,
    `setBillingAddressOnCart(input: { cart_id: "${cart}", billing_address: { same_as_shipping: true } }) { cart { id } }`,
    `setShippingMethodsOnCart(input: { cart_id: "${cart}", shipping_methods: [{ carrier_code: "flatrate",
      method_code: "flatrate" }] }) { cart { id } }`,
    `setPaymentMethodOnCart(input: { cart_id: "${cart}", payment_method: { code: "cashondelivery" } }) { cart { id } }`,
  ];
  for (const step of steps) await gql(request, token, `mutation { ${step} }`);
  const placed = await gql(
    request,
    token,
    `mutation { placeOrder(input: { cart_id: "${cart}" }) { errors { message } orderV2 { number } } }`,
  );
  const number = placed.placeOrder.orderV2?.number as string | undefined;
  if (!number) throw new Error(`placeOrder: ${JSON.stringify(placed.placeOrder.errors)}`);
  return number;
}

test(
  'a customer finds an order in their history, then wishes for a product and moves it to the cart',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    const { customer, product } = isMobile ? PHONE : DESKTOP;
    const number = await placeOrder(request, customer);
    await signIn(page, customer);

    await page.goto('/order-history');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const link = page.getByRole('link', { name: `View order ${number}` });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(link, isMobile);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText('12 Janpath');
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Cash on delivery');

    await page.goto(product.url);
    const add = page.getByRole('button', { name: `Add ${product.name} to Wishlist` });
    await activate(add, isMobile);
    await expect(page.getByRole('button', { name: `Remove ${product.name} from Wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/wishlist');
    const list = page.getByRole('list', { name: 'My Wishlist' });
    await expect(list.getByRole('link', { name: product.name })).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(list.getByRole('button', { name: `Move ${product.name} to Cart` }), isMobile);
    await expect(page.getByText(`${product.name} was moved to your cart.`)).toBeVisible();
    await expect(list.getByRole('link', { name: product.name })).toBeHidden();
  },
);

// A signed-in shopper with three products in their cart, for the benches and the profiler: the customer is
// created and filled through the server's GraphQL, then signed in through the storefront's own sign-in page in
// a separate browser. What the storefront then wrote to localStorage is handed to the measured browsers.
const { CHROME_ARGS, CHROME_PATH } = require('./chromium');

/** One GraphQL call in the default store view; throws on any error. */
async function graphql(origin, query, variables = {}, token = null) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'default',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors?.length) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? response.status)}`);
  }
  return body.data;
}

const CUSTOMER_PASSWORD = 'Bench@12345';

/**
 * A new customer with three in-stock simple products in their cart, signed in through the storefront's own
 * sign-in page in a separate browser (so the Lighthouse profiles start with a cold cache). Returns the
 * browser storage the storefront wrote: [key, value] pairs of localStorage.
 */
async function prepareSignedInCart(origin, query) {
  const email = `bench-${Date.now()}@example.in`;
  await graphql(
    origin,
    'mutation BenchCustomer($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, firstname: 'Bench', lastname: 'Shopper', password: CUSTOMER_PASSWORD } },
  );
  const { generateCustomerToken } = await graphql(
    origin,
    'mutation BenchToken($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: CUSTOMER_PASSWORD },
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await graphql(origin, '{ customerCart { id } }', {}, token);
  const { products } = await graphql(
    origin,
    'query BenchSkus($search: String!) { products(search: $search, pageSize: 40) { items { uid sku stock_status __typename } } }',
    { search: query },
  );
  const simple = products.items
    .filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK')
    .map((p) => p.sku);
  if (simple.length < 3) throw new Error(`fewer than three in-stock simple products for "${query}"`);
  const { addProductsToCart } = await graphql(
    origin,
    'mutation BenchAdd($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id total_quantity } user_errors { message } } }',
    { id: customerCart.id, items: simple.slice(0, 3).map((sku) => ({ sku, quantity: 1 })) },
    token,
  );
  if (addProductsToCart.user_errors?.length || addProductsToCart.cart.total_quantity !== 3) {
    throw new Error(`the cart did not take three products: ${JSON.stringify(addProductsToCart)}`);
  }

  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signed in and the customer's cart adopted: the header counts its three items.
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).waitFor({ timeout: 60_000 });
    return await page.evaluate(() => Object.entries(localStorage));
  } finally {
    await browser.close();
  }
}

module.exports = { graphql, prepareSignedInCart };

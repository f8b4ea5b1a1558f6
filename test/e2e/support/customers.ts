// Customers made for one test through the shop's own GraphQL API, so journeys that change a customer's cart,
// orders or session never share one with another test (the seed has only four), whatever runs alongside.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const NEW_CUSTOMER_PASSWORD = 'Shopper@2024';

export interface NewCustomer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** A bearer token, for setting up their cart or addresses through the API. */
  token: string;
}

/** A unique address per call, so reruns against one server never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

/** POSTs a GraphQL operation; fails the test on any error. */
export async function gql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, `${query.slice(0, 60)}…`).toBeUndefined();
  return body.data as T;
}

/** A new account (and its token), optionally with a default address in `city`. */
export async function createCustomer(
  request: APIRequestContext,
  label: string,
  options: { firstname?: string; address?: boolean } = {},
): Promise<NewCustomer> {
  const customer = {
    email: uniqueEmail(label),
    password: NEW_CUSTOMER_PASSWORD,
    firstname: options.firstname ?? 'Isha',
    lastname: 'Kapoor',
  };
  await gql(
    request,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: customer },
  );
  const { generateCustomerToken } = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: customer.email, password: customer.password },
  );
  const token = generateCustomerToken.token;
  if (options.address) {
    await gql(
      request,
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      {
        input: {
          firstname: customer.firstname,
          lastname: customer.lastname,
          street: ['14 Residency Road'],
          city: 'Bengaluru',
          region: { region_code: 'KA' },
          postcode: '560025',
          country_code: 'IN',
          telephone: '9876512345',
          default_shipping: true,
          default_billing: true,
        },
      },
      token,
    );
  }
  return { ...customer, token };
}

/** Puts `sku` into the customer's own cart (as if added on another device). */
export async function addToCustomerCart(request: APIRequestContext, token: string, sku: string) {
  const { customerCart } = await gql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    token,
  );
  await gql(
    request,
    'mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { cart: customerCart.id, sku },
    token,
  );
}

/** Where lib/storage keeps the session token (SPEC 3's browser persistence entry: value, timeStored, ttl). */
export const TOKEN_KEY = 'INR_STOREFRONT_BROWSER_PERSISTENCE__signin_token';

/**
 * Starts the browser signed in with `token`, as the sign-in page leaves it (an hour's ttl), without loading
 * that page: for journeys about something else. The app picks the session up on its next load.
 */
export async function startSignedIn(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt'); // any page of the shop's origin, the cheapest one
  await page.evaluate(
    ([key, value]) =>
      localStorage.setItem(key!, JSON.stringify({ value, timeStored: Date.now(), ttl: 3600 })),
    [TOKEN_KEY, token],
  );
}

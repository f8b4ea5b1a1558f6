// Orders for the after-purchase browser tests: placed with the checkout's own GraphQL steps (as the checkout
// pages send them), and moved along by the operator's `npm run orders -- …` (Magento's admin's stand-in) or the
// backend's functions on the running server's data folder.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { setProductStock } from '../../../server/magento/catalog-admin/stock';
import { DATABASE_FILE } from '../../../server/magento/config';
import { openDatabase, type Db } from '../../../server/magento/db/connection';
import { gql } from './customers';
import { serverDataDir } from './outbox';

export interface ShopProduct {
  sku: string;
  name: string;
}

export const ORDER_ADDRESS = {
  firstname: 'Kavya',
  lastname: 'Rao',
  street: ['22 MG Road'],
  city: 'Bengaluru',
  region: 'KA',
  postcode: '560001',
  telephone: '9876543210',
  country_code: 'IN',
};

export interface PlacedOrder {
  number: string;
  /** A gateway order's hosted payment page (the sandbox's), null for cash on delivery. */
  paymentUrl: string | null;
}

/** Works on the running server's database (the same file the server has open; SQLite serialises writers). */
export function withShopDb<T>(work: (db: Db) => T): T {
  const db = openDatabase(path.join(serverDataDir(), DATABASE_FILE));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * Simple products of a test's own (`offset` apart from other tests', as phone and desktop share one server), put
 * back in stock so earlier runs and other tests cannot sell them out from under it.
 */
export const ownProducts = (offset: number, count = 2): ShopProduct[] =>
  withShopDb((db) => {
    const rows = db
      .prepare(
        `SELECT sku, name FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1
           AND visibility = 4 AND productsurcharge_fee IS NULL ORDER BY entity_id LIMIT ? OFFSET ?`,
      )
      .all(count, offset) as ShopProduct[];
    for (const row of rows) setProductStock(db, row.sku, 50);
    return rows;
  });

/**
 * An order placed with the checkout's own steps through GraphQL: a guest's (`email`) or a customer's (`token`),
 * one of each SKU, paid by `payment` (cash on delivery, or a gateway whose sandbox page then takes the money).
 */
export async function placeOrder(
  request: APIRequestContext,
  who: { email: string } | { token: string },
  skus: string[],
  payment = 'cashondelivery',
): Promise<PlacedOrder> {
  const token = 'token' in who ? who.token : undefined;
  const call = (query: string, variables: Record<string, unknown> = {}) =>
    gql(request, query, variables, token);
  const id = token
    ? ((await call('{ customerCart { id } }')).customerCart.id as string)
    : ((await call('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart.id as string);
  await call(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }',
    { id, items: skus.map((sku) => ({ sku, quantity: 1 })) },
  );
  if ('email' in who)
    await call(
      'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { id } } }',
      { id, e: who.email },
    );
  await call(
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: ORDER_ADDRESS },
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
    'mutation($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { id } } }',
    { id, code: payment },
  );
  const { placeOrder: placed } = await call(
    'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { payment_url orderV2 { number } } }',
    { id },
  );
  return { number: placed.orderV2.number as string, paymentUrl: placed.payment_url ?? null };
}

/** The operator's `npm run orders -- …` on the running server's data folder; returns what it printed. */
export function ordersCommand(baseURL: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'orders', '--', ...args], {
    env: { ...process.env, DATA_DIR: serverDataDir(), PUBLIC_ORIGIN: baseURL, IGNORE_DOTENV: '1' },
    encoding: 'utf8',
  });
}

/** A tracking number of the run's own, so reruns against one server never meet an earlier parcel. */
export const trackNumber = (prefix: string) => `${prefix}${Date.now()}`.slice(0, 16);

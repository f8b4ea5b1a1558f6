// A cart query's answer is replayed only while it is still the answer (schema/cart/response-cache.ts): any
// write to the database, by this server or another process, and a new day in India, give a fresh one.
import path from 'node:path';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { openDatabase } from '../../magento/db/connection';
import { migrate } from '../../magento/db/migrate';
import { seedDatabase } from '../../magento/seed';
import { makeTempDir, removeTempDirs } from '../temp-dir';
import { ORIGIN, testSecret } from '../test-app';
import { add, ADDRESS, caller, newCart, SET_SHIPPING, salesShop, simpleProduct } from './helpers';

const CART = `query Cart($id: String!) { cart(cart_id: $id) { id estimatedDeliveryDate
  items { uid quantity prices { price { value } } product { uid sku } } prices { grand_total { value } } } }`;

interface CartAnswer {
  estimatedDeliveryDate: string | null;
  items: { quantity: number; prices: { price: { value: number } } }[];
  prices: { grand_total: { value: number } };
}

afterAll(removeTempDirs);

describe("a cart query's answer", () => {
  it('shows a price changed straight in the database (an admin edit) on the next query', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const product = simpleProduct(shop);
    await add(call, id, [{ sku: product.sku, quantity: 2 }]);
    const before = (await shop.guest<{ cart: CartAnswer }>(CART, { id })).data!.cart;
    expect((await shop.guest<{ cart: CartAnswer }>(CART, { id })).data!.cart).toEqual(before);

    shop.db
      .prepare('UPDATE products SET price = 1234, special_price = NULL WHERE entity_id = ?')
      .run(product.entity_id);
    const after = (await shop.guest<{ cart: CartAnswer }>(CART, { id })).data!.cart;
    expect(after.items[0]!.prices.price.value).toBe(1234);
    expect(after.prices.grand_total.value).not.toBe(before.prices.grand_total.value);
  });

  it("shows another process's write to the same database file on the next query", async () => {
    const file = path.join(makeTempDir(), 'shop.sqlite');
    const db = openDatabase(file);
    migrate(db);
    seedDatabase(db);
    const app = createApp({ db, config: { ...readConfig({}), secret: testSecret() } });
    const gql = async (query: string, variables: Record<string, unknown>, method = 'POST') => {
      const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      const response = await app.fetch(
        method === 'GET'
          ? new Request(`${ORIGIN}/graphql?${params}`)
          : new Request(`${ORIGIN}/graphql`, {
              method,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query, variables }),
            }),
      );
      return (await response.json()) as {
        data: { createEmptyCart: string; cart: { items: { quantity: number }[] } };
      };
    };
    const { sku } = db
      .prepare(
        `SELECT sku FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1 AND qty >= 10
         ORDER BY entity_id LIMIT 1`,
      )
      .get() as { sku: string };
    const id = (await gql('mutation { createEmptyCart }', {})).data.createEmptyCart;
    await gql(
      'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 3 }]) { cart { id } } }',
      { id, sku },
    );
    expect((await gql(CART, { id }, 'GET')).data.cart.items[0]!.quantity).toBe(3);

    const other = openDatabase(file);
    other.prepare('UPDATE cart_items SET qty = 5').run();
    other.close();
    expect((await gql(CART, { id }, 'GET')).data.cart.items[0]!.quantity).toBe(5);
    db.close();
  });

  it('moves its delivery estimate on when the day in India changes, with nothing written', async () => {
    const shop = salesShop();
    shop.clock.now = Date.parse('2024-11-21T10:00:00+05:30'); // a Thursday morning in India
    const call = caller(shop);
    const id = await newCart(call);
    await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    await call(SET_SHIPPING, { id, address: { ...ADDRESS, postcode: '110001' } });
    const date = async () =>
      (await shop.guest<{ cart: CartAnswer }>(CART, { id })).data!.cart.estimatedDeliveryDate;
    expect(await date()).toBe('Wed, 27 Nov, 2024');
    shop.clock.advance(13 * 60 * 60 * 1000); // 23:00 the same day in India
    expect(await date()).toBe('Wed, 27 Nov, 2024');
    shop.clock.advance(2 * 60 * 60 * 1000); // 01:00 on Friday
    expect(await date()).toBe('Thu, 28 Nov, 2024');
  });
});

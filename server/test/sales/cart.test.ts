// Carts with Magento's semantics: masked ids, who may use which cart (and Magento's exact messages), adding
// simple and configurable products with user_errors, updating, removing and merging.
import {
  add,
  caller,
  CART_FIELDS,
  configurableProduct,
  DEMO,
  errorsOf,
  finalPrice,
  guestOrder,
  newCart,
  PRIYA,
  salesShop,
  setStock,
  simpleProduct,
  virtualProduct,
} from './helpers';
import { ORIGIN } from '../test-app';

const CART = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;

describe('creating carts', () => {
  it('gives guests 32-character random masked ids, never sequential', async () => {
    const shop = salesShop();
    const ids = await Promise.all([1, 2, 3, 4].map(() => newCart(caller(shop))));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(ids).size).toBe(4);
    const res = await shop.guest(CART, { id: ids[0] });
    expect(res.data.cart).toMatchObject({ id: ids[0], total_quantity: 0, items: [], email: null });
  });

  it('honours a client-chosen id once, with Magento messages for a bad or taken one', async () => {
    const shop = salesShop();
    const mutation = 'mutation($id: String) { createEmptyCart(input: { cart_id: $id }) }';
    const chosen = 'abcdefghijklmnopqrstuvwxyz012345';
    expect((await shop.guest(mutation, { id: chosen })).data.createEmptyCart).toBe(chosen);
    expect(errorsOf(await shop.guest(mutation, { id: chosen }))).toEqual([
      { message: `Cart with ID "${chosen}" already exists.`, category: 'graphql-already-exists' },
    ]);
    expect(errorsOf(await shop.guest(mutation, { id: 'short' }))[0]?.message).toBe(
      'Cart ID length should to be 32 symbols.',
    );
  });

  it('gives a customer one active cart: customerCart, createEmptyCart and createGuestCart agree', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const customer = caller(shop, token);
    const first = (await customer('{ customerCart { id } }')).data.customerCart.id;
    expect((await customer('mutation { createEmptyCart }')).data.createEmptyCart).toBe(first);
    expect((await customer('{ customerCart { id } }')).data.customerCart.id).toBe(first);
    expect(errorsOf(await customer('mutation { createGuestCart { cart { id } } }'))).toEqual([
      { message: 'Use `Query.customerCart` for logged in customer.', category: 'graphql-already-exists' },
    ]);
    // Magento's CustomerCart resolver has its own wording (GetCustomerCartTest::testGetCustomerCartWithNoCustomerToken).
    expect(errorsOf(await shop.guest('{ customerCart { id } }'))).toEqual([
      { message: 'The request is allowed for logged in customer', category: 'graphql-authorization' },
    ]);
  });
});

describe('who may use a cart', () => {
  it('answers Magento’s exact errors for unknown, inactive and other people’s carts', async () => {
    const shop = salesShop();
    const demo = caller(shop, await shop.signIn(DEMO));
    const priya = caller(shop, await shop.signIn(PRIYA));
    const guestCart = await newCart(caller(shop));
    const demoCart = await newCart(demo, true);
    expect(errorsOf(await shop.guest(CART, { id: 'nope' }))).toEqual([
      { message: 'Could not find a cart with ID "nope"', category: 'graphql-no-such-entity' },
    ]);
    const notYours = (id: string) => [
      {
        message: `The current user cannot perform operations on cart "${id}"`,
        category: 'graphql-authorization',
      },
    ];
    expect(errorsOf(await shop.guest(CART, { id: demoCart }))).toEqual(notYours(demoCart));
    expect(errorsOf(await priya(CART, { id: demoCart }))).toEqual(notYours(demoCart));
    expect(errorsOf(await demo(CART, { id: guestCart }))).toEqual(notYours(guestCart));
    shop.db.prepare('UPDATE carts SET is_active = 0 WHERE masked_id = ?').run(guestCart);
    expect(errorsOf(await shop.guest(CART, { id: guestCart }))).toEqual([
      { message: "The cart isn't active.", category: 'graphql-no-such-entity' },
    ]);
  });

  it('refuses an expired or unknown bearer token instead of treating it as a guest', async () => {
    const shop = salesShop();
    const id = await newCart(caller(shop));
    const res = await shop.as('not-a-real-token', CART, { id });
    expect(errorsOf(res)).toEqual([
      { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
    ]);
  });
});

describe('addProductsToCart', () => {
  it('adds simple products, merging repeated SKUs into one line with Magento prices', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const product = simpleProduct(shop);
    await add(call, id, [{ sku: product.sku, quantity: 1 }]);
    const { cart, user_errors } = await add(call, id, [{ sku: product.sku, quantity: 2 }]);
    expect(user_errors).toEqual([]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      product: { sku: product.sku },
      size: null,
      color: null,
    });
    const price = finalPrice(product);
    expect(cart.items[0].prices.price.value).toBe(price);
    expect(cart.items[0].prices.row_total.value).toBe(price * 3);
    expect(cart.total_quantity).toBe(3);
    expect(cart.total_summary_quantity_including_config).toBe(3);
    expect(cart.prices.grand_total).toEqual({ value: price * 3, currency: 'INR' });
  });

  it('adds a configurable product by parent + selected options and by variant SKU + parent_sku', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const { parent, variant, selectedOptions } = configurableProduct(shop);
    await add(call, id, [{ sku: parent.sku, quantity: 1, selected_options: selectedOptions }]);
    const { cart, user_errors } = await add(call, id, [
      { sku: variant.sku, parent_sku: parent.sku, quantity: 1 },
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(item).toMatchObject({
      quantity: 2,
      product: { sku: parent.sku },
      configured_variant: { sku: variant.sku },
    });
    const labels = shop.db
      .prepare('SELECT option_id, label FROM attribute_options WHERE option_id IN (?, ?)')
      .all(variant.color_id, variant.size_id) as { option_id: number; label: string }[];
    const label = (id: number | null) => labels.find((l) => l.option_id === id)?.label;
    expect(item.color).toBe(label(variant.color_id));
    expect(item.size).toBe(label(variant.size_id));
    expect(
      item.configurable_options
        .map(
          (o: { configurable_product_option_value_uid: string }) => o.configurable_product_option_value_uid,
        )
        .sort(),
    ).toEqual([...selectedOptions].sort());
  });

  it('reports each bad item in user_errors with Magento codes and adds the good ones', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const product = simpleProduct(shop);
    const scarce = simpleProduct(shop, { offset: 1 });
    setStock(shop, scarce.sku, 2);
    const gone = simpleProduct(shop, { offset: 2 });
    setStock(shop, gone.sku, 0);
    const { parent } = configurableProduct(shop);
    const { cart, user_errors } = await add(call, id, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: scarce.sku, quantity: 3 },
      { sku: gone.sku, quantity: 1 },
      { sku: product.sku, quantity: 11 },
      { sku: product.sku, quantity: 0 },
      { sku: parent.sku, quantity: 1 },
      { sku: parent.sku, quantity: 1, selected_options: ['Y29uZmlndXJhYmxlLzkzLzk5OTk5'] },
      { sku: product.sku, quantity: 1.5 },
      { sku: product.sku, quantity: 1 },
    ]);
    expect(user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'INSUFFICIENT_STOCK', message: 'This product is out of stock.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The most you may purchase is 10.' },
      { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' },
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' },
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
      { code: 'INVALID_PARAMETER_VALUE', message: 'You cannot use decimal quantity for this product.' },
    ]);
    expect(
      cart.items.map((i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity]),
    ).toEqual([[product.sku, 1]]);
  });

  it('refuses a disabled product as not salable', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const product = simpleProduct(shop);
    shop.db.prepare('UPDATE products SET status = 2 WHERE sku = ?').run(product.sku);
    const { user_errors } = await add(call, id, [{ sku: product.sku, quantity: 1 }]);
    expect(user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
    ]);
  });
});

const UPDATE = `mutation($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { errors { code message } cart { items { uid quantity } total_quantity } }
}`;
const REMOVE = `mutation($id: String!, $uid: ID) {
  removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { items { uid } total_quantity } }
}`;

describe('updating and removing items', () => {
  it('changes quantities, removes at 0, and reports unknown items and stock limits', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const a = simpleProduct(shop);
    const b = simpleProduct(shop, { offset: 1 });
    const { cart } = await add(call, id, [
      { sku: a.sku, quantity: 1 },
      { sku: b.sku, quantity: 1 },
    ]);
    const [itemA, itemB] = cart.items as { uid: string }[];
    const res = await call(UPDATE, {
      id,
      items: [
        { cart_item_uid: itemA!.uid, quantity: 4 },
        { cart_item_uid: itemB!.uid, quantity: 0 },
        { cart_item_uid: 'OTk5OTk=', quantity: 1 },
        { cart_item_uid: itemA!.uid, quantity: 99 },
      ],
    });
    expect(res.data.updateCartItems.errors).toEqual([
      { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: OTk5OTk=.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The most you may purchase is 10.' },
    ]);
    expect(res.data.updateCartItems.cart).toEqual({
      items: [{ uid: itemA!.uid, quantity: 4 }],
      total_quantity: 4,
    });
  });

  it('removes an item by uid, and says so when the cart does not hold it', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const { cart } = await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 2 }]);
    const uid = cart.items[0].uid;
    expect((await call(REMOVE, { id, uid })).data.removeItemFromCart.cart).toEqual({
      items: [],
      total_quantity: 0,
    });
    expect(errorsOf(await call(REMOVE, { id, uid }))).toEqual([
      { message: "The cart doesn't contain the item", category: 'graphql-no-such-entity' },
    ]);
  });
});

describe('mergeCarts', () => {
  it('moves a guest cart into the customer’s cart and ends the guest cart', async () => {
    const shop = salesShop();
    const guest = caller(shop);
    const customer = caller(shop, await shop.signIn(DEMO));
    const a = simpleProduct(shop);
    const b = simpleProduct(shop, { offset: 1 });
    const guestCart = await newCart(guest);
    await add(guest, guestCart, [
      { sku: a.sku, quantity: 2 },
      { sku: b.sku, quantity: 1 },
    ]);
    const customerCartId = await newCart(customer, true);
    await add(customer, customerCartId, [{ sku: a.sku, quantity: 1 }]);
    const res = await customer(
      `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id items { quantity product { sku } } } }`,
      { s: guestCart, d: customerCartId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.mergeCarts.id).toBe(customerCartId);
    const lines = res.data.mergeCarts.items.map((i: { quantity: number; product: { sku: string } }) => [
      i.product.sku,
      i.quantity,
    ]);
    expect(lines.sort()).toEqual(
      [
        [a.sku, 3],
        [b.sku, 1],
      ].sort(),
    );
    expect(errorsOf(await guest(CART, { id: guestCart }))[0]?.message).toBe("The cart isn't active.");
  });

  it('is for signed-in customers only, and only from a guest cart', async () => {
    const shop = salesShop();
    const demo = caller(shop, await shop.signIn(DEMO));
    const priya = caller(shop, await shop.signIn(PRIYA));
    const guestCart = await newCart(caller(shop));
    const priyaCart = await newCart(priya, true);
    const merge = 'mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }';
    expect(errorsOf(await shop.guest(merge, { s: guestCart }))[0]?.category).toBe('graphql-authorization');
    expect(errorsOf(await demo(merge, { s: priyaCart }))).toEqual([
      {
        message: `The current user cannot perform operations on cart "${priyaCart}"`,
        category: 'graphql-authorization',
      },
    ]);
  });
});

describe('HTTP caching', () => {
  it('never lets a browser or proxy keep a guest cart or a payment state fetched over GET', async () => {
    const shop = salesShop();
    const id = await newCart(caller(shop));
    const get = (query: string) =>
      shop.app.fetch(
        new Request(`${ORIGIN}/graphql?${new URLSearchParams({ query })}`, { headers: { store: 'default' } }),
      );
    const cart = await get(`fragment C on Cart { id } query Q { cart(cart_id: "${id}") { ...C } }`);
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-store, no-cache, private');
    const { placed } = await guestOrder(shop, simpleProduct(shop).sku);
    const status = await get(`{ orderPaymentStatus(order_number: "${placed.order.order_number}") { paid } }`);
    expect(await status.json()).toEqual({ data: { orderPaymentStatus: { paid: false } } });
    expect(status.headers.get('cache-control')).toBe('no-store, no-cache, private');
    const config = await get('{ storeConfig { store_code } }');
    expect(config.headers.get('cache-control')).toMatch(/public/);
  });
});

describe('virtual products', () => {
  it('makes a virtual-only cart virtual, with no shipping to set', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const { cart } = await add(call, id, [{ sku: virtualProduct(shop).sku, quantity: 1 }]);
    expect(cart.is_virtual).toBe(true);
    expect(cart.estimatedDeliveryDate).toBeNull();
  });
});

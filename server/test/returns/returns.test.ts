// Returns (requestReturn, Customer.returns, the order's eligibility fields) and reorderItems through the real
// server: a signed-in customer's cash-on-delivery order, delivered by the operator at a test clock, and the
// clock moved through the return window.
import { changeOrder } from '../../magento/orders/admin';
import fs from 'node:fs';
import path from 'node:path';
import { changeReturn, ReturnActionRefused } from '../../magento/returns/admin';
import { returnsCommand } from '../../magento/returns/cli';
import { makeTempDir, removeTempDirs } from '../temp-dir';
import {
  add,
  caller,
  configurableProduct,
  DEMO,
  errorsOf,
  newCart,
  placeOrder,
  prepareCheckout,
  PRIYA,
  salesShop,
  setStock,
  simpleProduct,
  type SalesShop,
} from '../sales/helpers';

const DAY = 24 * 60 * 60 * 1000;
const b64 = (s: string | number) => Buffer.from(String(s)).toString('base64');
const REFUND = b64(5);
const WRONG_SIZE = b64(11);

async function placeCustomerOrder(shop: SalesShop, token: string, items: Record<string, unknown>[]) {
  const call = caller(shop, token);
  const cartId = await newCart(call, true);
  await add(call, cartId, items);
  await prepareCheckout(call, cartId);
  return (await placeOrder(call, cartId)).orderV2.number as string;
}

const ORDER = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  id number available_actions items { id product_sku quantity_ordered quantity_returned quantity_return_requested eligible_for_return }
  items_eligible_for_return { id product_sku }
  returns { total_count items { number status } } } } } }`;

async function orderOf(shop: SalesShop, token: string, number: string) {
  const res = await shop.as(token, ORDER, { n: number });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.customer.orders.items[0];
}

const REQUEST = `mutation($input: RequestReturnInput!) { requestReturn(input: $input) {
  return { uid number status created_at customer { email firstname }
    items { uid quantity request_quantity status order_item { product_sku }
      custom_attributes { label value }
      custom_attributesV2 { code ... on AttributeSelectedOptions { selected_options { label value } } } }
    comments { author_name text } }
  returns { total_count items { number } } } }`;

const returnInput = (order: { id: string; items: { id: string }[] }, qty = 1, extra = {}) => ({
  order_uid: order.id,
  comment_text: 'Too small',
  items: [
    {
      order_item_uid: order.items[0]!.id,
      quantity_to_return: qty,
      selected_custom_attributes: [
        { attribute_code: 'reason', value: WRONG_SIZE },
        { attribute_code: 'resolution', value: REFUND },
      ],
    },
  ],
  ...extra,
});

async function deliveredOrder(shop: SalesShop, qty = 2) {
  const token = await shop.signIn(DEMO);
  const product = simpleProduct(shop);
  const number = await placeCustomerOrder(shop, token, [{ sku: product.sku, quantity: qty }]);
  return { token, product, number };
}

describe('requestReturn', () => {
  it('is refused before delivery and after the window, and accepted within it', async () => {
    const shop = salesShop();
    const placed = await deliveredOrder(shop);
    const { number } = placed;
    let order = await orderOf(shop, placed.token, number);
    let token = placed.token;
    expect(order.available_actions).not.toContain('RETURN');
    expect(order.items_eligible_for_return).toEqual([]);
    const before = await shop.as(token, REQUEST, { input: returnInput(order) });
    expect(errorsOf(before)).toEqual([
      {
        message: `Order #${number} has not been delivered: its items can be returned once it is delivered.`,
        category: 'graphql-input',
      },
    ]);

    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    shop.clock.advance(7 * DAY - 1000);
    token = await shop.signIn(DEMO); // the first token expired meanwhile
    order = await orderOf(shop, token, number);
    expect(order.available_actions).toContain('RETURN');
    expect(order.items[0].eligible_for_return).toBe(true);
    const ok = await shop.as(token, REQUEST, { input: returnInput(order) });
    expect(ok.errors).toBeUndefined();
    const ret = ok.data.requestReturn.return;
    expect(ret).toMatchObject({
      number: '000000001',
      status: 'PENDING',
      customer: { email: DEMO.email },
      items: [
        {
          quantity: 0,
          request_quantity: 1,
          status: 'PENDING',
          order_item: { product_sku: order.items[0].product_sku },
          custom_attributes: [
            { label: 'Resolution', value: '"Refund"' },
            { label: 'Reason to Return', value: '"Wrong Size"' },
          ],
          custom_attributesV2: [
            { code: 'resolution', selected_options: [{ label: 'Refund', value: REFUND }] },
            { code: 'reason', selected_options: [{ label: 'Wrong Size', value: WRONG_SIZE }] },
          ],
        },
      ],
      comments: [
        { author_name: 'Customer Service', text: 'We placed your Return request.' },
        { author_name: expect.any(String), text: 'Too small' },
      ],
    });
    expect(ok.data.requestReturn.returns.total_count).toBe(1);
    order = await orderOf(shop, token, number);
    expect(order.items[0]).toMatchObject({ quantity_return_requested: 1, quantity_returned: 0 });
    expect(order.returns).toEqual({ total_count: 1, items: [{ number: '000000001', status: 'PENDING' }] });

    shop.clock.advance(2000);
    const late = await shop.as(token, REQUEST, { input: returnInput(order) });
    expect(errorsOf(late)[0]!.message).toMatch(
      new RegExp(`^The return period of order #${number} ended on `),
    );
    expect((await orderOf(shop, token, number)).available_actions).not.toContain('RETURN');
  });

  it('refuses more than is left to return, bad quantities and missing reasons with Magento messages', async () => {
    const shop = salesShop();
    const { token, product, number } = await deliveredOrder(shop, 2);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const order = await orderOf(shop, token, number);
    const name = (
      shop.db.prepare('SELECT name FROM products WHERE sku = ?').get(product.sku) as { name: string }
    ).name;
    const tooMany = await shop.as(token, REQUEST, { input: returnInput(order, 3) });
    expect(errorsOf(tooMany)[0]!.message).toBe(`A quantity of ${name} is greater than you can return.`);
    const zero = await shop.as(token, REQUEST, { input: returnInput(order, 0) });
    expect(errorsOf(zero)[0]!.message).toBe('You cannot return less than 1 product.');
    const noReason = returnInput(order);
    noReason.items[0]!.selected_custom_attributes = [{ attribute_code: 'resolution', value: REFUND }];
    expect(errorsOf(await shop.as(token, REQUEST, { input: noReason }))[0]!.message).toBe(
      '"Reason to Return" is a required value.',
    );
    const wrongItem = returnInput(order);
    wrongItem.items[0]!.order_item_uid = b64(999999);
    expect(errorsOf(await shop.as(token, REQUEST, { input: wrongItem }))[0]!.message).toBe(
      'You cannot return',
    );
    expect(
      errorsOf(await shop.as(token, REQUEST, { input: { ...returnInput(order), items: [] } }))[0]!.message,
    ).toBe('Required parameter "items" is missing.');
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM returns').get()).toEqual({ n: 0 });

    // Two returns of one unit each use up the two ordered; a third is refused.
    expect((await shop.as(token, REQUEST, { input: returnInput(order) })).errors).toBeUndefined();
    expect((await shop.as(token, REQUEST, { input: returnInput(order) })).errors).toBeUndefined();
    expect(errorsOf(await shop.as(token, REQUEST, { input: returnInput(order) }))[0]!.message).toBe(
      `A quantity of ${name} is greater than you can return.`,
    );
    expect((await orderOf(shop, token, number)).items_eligible_for_return).toEqual([]);
  });

  it("is refused for guests and for another customer's order, revealing nothing", async () => {
    const shop = salesShop();
    const { token, number } = await deliveredOrder(shop);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const order = await orderOf(shop, token, number);
    const guest = await shop.guest(REQUEST, { input: returnInput(order) });
    expect(errorsOf(guest)).toEqual([
      { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
    ]);
    const priya = await shop.signIn(PRIYA);
    const other = await shop.as(priya, REQUEST, { input: returnInput(order) });
    expect(errorsOf(other)).toEqual([
      {
        message: "The entity that was requested doesn't exist. Verify the entity and try again.",
        category: 'graphql-no-such-entity',
      },
    ]);
    const mine = await shop.as(token, REQUEST, { input: returnInput(order) });
    const uid = mine.data.requestReturn.return.uid;
    const peek = await shop.as(priya, `query($u: ID!) { customer { return(uid: $u) { number } } }`, {
      u: uid,
    });
    expect(errorsOf(peek)[0]!.message).toBe('You selected the wrong RMA.');
    const list = await shop.as(priya, '{ customer { returns { total_count } } }');
    expect(list.data.customer.returns.total_count).toBe(0);
  });

  it('moves through the operator statuses, shown in the customer returns', async () => {
    const shop = salesShop();
    const { token, number } = await deliveredOrder(shop, 1);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const order = await orderOf(shop, token, number);
    await shop.as(token, REQUEST, { input: returnInput(order) });
    const status = async () => {
      const res = await shop.as(
        token,
        '{ customer { returns { items { number status items { status quantity } } } } }',
      );
      return res.data.customer.returns.items[0];
    };
    expect(() => changeReturn(shop.db, '000000001', 'approve')).toThrow(ReturnActionRefused);
    changeReturn(shop.db, '000000001', 'authorize');
    expect(await status()).toEqual({
      number: '000000001',
      status: 'AUTHORIZED',
      items: [{ status: 'AUTHORIZED', quantity: 1 }],
    });
    changeReturn(shop.db, '000000001', 'receive');
    changeReturn(shop.db, '000000001', 'approve');
    expect(await status()).toMatchObject({ status: 'APPROVED', items: [{ status: 'APPROVED' }] });
    expect((await orderOf(shop, token, number)).items[0].quantity_returned).toBe(1);
    changeReturn(shop.db, '000000001', 'close');
    expect((await status()).status).toBe('CLOSED');
  });

  it('is refused while returns are off (RETURNS_ENABLED=false), as Magento words it', async () => {
    const shop = salesShop();
    const { token, number } = await deliveredOrder(shop);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const order = await orderOf(shop, token, number);
    shop.config.returns = { enabled: false, windowDays: 7 };
    expect(errorsOf(await shop.as(token, REQUEST, { input: returnInput(order) }))).toEqual([
      { message: 'RMA is disabled.', category: 'graphql-input' },
    ]);
    expect((await orderOf(shop, token, number)).available_actions).not.toContain('RETURN');
    const config = await shop.guest('{ storeConfig { returns_enabled } }');
    expect(config.data).toEqual({ storeConfig: { returns_enabled: 'disabled' } });
  });

  it('lists the RMA item attributes with their option uids', async () => {
    const shop = salesShop();
    const res = await shop.guest(
      '{ attributesList(entityType: RMA_ITEM) { items { code label is_required options { label value } } errors { message } } }',
    );
    const items = res.data!.attributesList.items as {
      code: string;
      is_required: boolean;
      options: { label: string; value: string }[];
    }[];
    expect(items.map((i) => [i.code, i.is_required])).toEqual([
      ['resolution', true],
      ['condition', false],
      ['reason', true],
    ]);
    expect(items[0]!.options).toContainEqual({ label: 'Refund', value: REFUND });
    const config = await shop.guest('{ storeConfig { returns_enabled returns_window_days } }');
    expect(config.data).toEqual({ storeConfig: { returns_enabled: 'enabled', returns_window_days: 7 } });
  });
});

const REORDER = `mutation($n: String!) { reorderItems(orderNumber: $n) {
  cart { id total_quantity items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } }
  userInputErrors { code message path } } }`;

describe('reorderItems', () => {
  it('adds the salable lines (a configurable one with its variant) and reports the others with Magento codes', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const a = simpleProduct(shop);
    const b = simpleProduct(shop, { offset: 1 });
    const c = simpleProduct(shop, { offset: 2 });
    const conf = configurableProduct(shop);
    const number = await placeCustomerOrder(shop, token, [
      { sku: a.sku, quantity: 1 },
      { sku: b.sku, quantity: 2 },
      { sku: c.sku, quantity: 1 },
      { sku: conf.parent.sku, quantity: 1, selected_options: conf.selectedOptions },
    ]);
    setStock(shop, b.sku, 0);
    shop.db.prepare('UPDATE products SET status = 2 WHERE sku = ?').run(c.sku);
    const res = await shop.as(token, REORDER, { n: number });
    expect(res.errors).toBeUndefined();
    const out = res.data.reorderItems;
    expect(out.userInputErrors).toEqual([
      {
        code: 'NOT_SALABLE',
        message: `Could not add the product with SKU "${b.sku}" to the shopping cart: This product is out of stock.`,
        path: ['orderNumber'],
      },
      {
        code: 'NOT_SALABLE',
        message: `Could not add the product with SKU "${c.sku}" to the shopping cart: Product that you are trying to add is not available.`,
        path: ['orderNumber'],
      },
    ]);
    expect(out.cart.total_quantity).toBe(2);
    expect(out.cart.items.map((i: { product: { sku: string } }) => i.product.sku).sort()).toEqual(
      [a.sku, conf.parent.sku].sort(),
    );
    expect(out.cart.items.find((i: { configured_variant?: unknown }) => i.configured_variant)).toMatchObject({
      configured_variant: { sku: conf.variant.sku },
    });
    const cart = await shop.as(token, '{ customerCart { id total_quantity } }');
    expect(cart.data.customerCart).toEqual({ id: out.cart.id, total_quantity: 2 });
  });

  it('reports a line whose product left the catalogue as PRODUCT_NOT_FOUND', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const kept = simpleProduct(shop);
    const gone = simpleProduct(shop, { offset: 1 });
    const number = await placeCustomerOrder(shop, token, [
      { sku: kept.sku, quantity: 1 },
      { sku: gone.sku, quantity: 1 },
    ]);
    // The order keeps the id of a product since deleted (order_items has no foreign key to products).
    shop.db.prepare('UPDATE order_items SET product_id = 999999 WHERE sku = ?').run(gone.sku);
    const out = (await shop.as(token, REORDER, { n: number })).data.reorderItems;
    expect(out.userInputErrors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Could not find a product with ID "999999"',
        path: ['orderNumber'],
      },
    ]);
    expect(out.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([kept.sku]);
  });

  it('is refused for guests and for an order that is not the customer’s', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const number = await placeCustomerOrder(shop, token, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    expect(errorsOf(await shop.guest(REORDER, { n: number }))).toEqual([
      { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
    ]);
    const priya = await shop.signIn(PRIYA);
    expect(errorsOf(await shop.as(priya, REORDER, { n: number }))).toEqual([
      {
        message: `Order number "${number}" doesn't belong to the current customer`,
        category: 'graphql-input',
      },
    ]);
  });
});

describe('npm run returns', () => {
  afterAll(removeTempDirs);

  it('says how to use it, lists returns and moves one, in the shop database beside the server', async () => {
    expect(() => returnsCommand(['ship', '000000001'])).toThrow(
      'Usage: npm run returns -- list | authorize|receive|approve|reject|close RETURN_NUMBER',
    );
    const dataDir = makeTempDir();
    expect(() => returnsCommand(['list'], { DATA_DIR: dataDir })).toThrow(
      `No shop database at ${path.join(dataDir, 'shop.sqlite')}.`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const shop = salesShop();
    const { token, number } = await deliveredOrder(shop, 1);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    await shop.as(token, REQUEST, { input: returnInput(await orderOf(shop, token, number)) });
    fs.writeFileSync(path.join(dataDir, 'shop.sqlite'), shop.db.serialize());
    expect(returnsCommand(['list'], { DATA_DIR: dataDir })).toMatch(
      new RegExp(`^#000000001  order #${number}  1 item\\(s\\)  pending  `),
    );
    expect(returnsCommand(['authorize', '#000000001'], { DATA_DIR: dataDir })).toBe(
      'Return #000000001: authorized.',
    );
    expect(() => returnsCommand(['authorize', '000000001'], { DATA_DIR: dataDir })).toThrow(
      'Return #000000001 is authorized: it cannot be authorized.',
    );
  });
});

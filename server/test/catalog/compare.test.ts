// Compare lists through the real schema (Magento's CompareListGraphQl): guest and customer lists, adding and
// removing products, the comparable attributes and values, who may reach a list, and a guest list assigned to
// the customer who signs in. Expected products and values come from the seeded rows. Magento's own
// CompareListTest (dev/tests/api-functional/testsuite/Magento/GraphQl/CompareList) is ported in the tests that
// name its methods; its attribute list (sku, description) differs here (docs/MAGENTO-DIFFERENCES.md).
import { customerShop, PRIYA, type GqlResult } from '../customer/helpers';
import { MAX_COMPARE_ITEMS } from '../../magento/schema/compare/compare-service';

const LIST = `uid item_count attributes { code label } items { uid product { uid sku } attributes { code value } }`;
const CREATE = `mutation($products: [ID]) { createCompareList(input: { products: $products }) { ${LIST} } }`;
const ADD = `mutation($uid: ID!, $products: [ID]!) {
  addProductsToCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const REMOVE = `mutation($uid: ID!, $products: [ID]!) {
  removeProductsFromCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const GET = `query($uid: ID!) { compareList(uid: $uid) { ${LIST} } }`;
const MINE = `{ customer { email compare_list { ${LIST} } } }`;
const ASSIGN = `mutation($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { ${LIST} } } }`;
const DELETE = `mutation($uid: ID!) { deleteCompareList(uid: $uid) { result } }`;

interface Item {
  uid: string;
  product: { uid: string; sku: string };
  attributes: { code: string; value: string }[];
}
interface List {
  uid: string;
  item_count: number;
  attributes: { code: string; label: string }[];
  items: Item[];
}

type Shop = ReturnType<typeof customerShop>;
const NOT_AUTHORIZED = 'This customer is not authorized to access this list';

/** Enabled phones a shopper sees, with their ids and brands' names, from the rows. */
function phones(shop: Shop) {
  return shop.db
    .prepare(
      `SELECT p.entity_id AS id, p.sku, p.price, b.name AS brand FROM products p
       JOIN brands b ON b.code = p.brand_code
       WHERE p.status = 1 AND p.visibility > 1 AND p.type_id = 'simple'
         AND EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.entity_id AND v.attribute_code = 'ram')
       ORDER BY p.entity_id`,
    )
    .all() as { id: number; sku: string; price: number; brand: string }[];
}

/** A product whose specifications lack one a phone has (a service or a garment): compared, it answers N/A. */
function productWithout(shop: Shop, code: string) {
  return shop.db
    .prepare(
      `SELECT p.entity_id AS id, p.sku FROM products p WHERE p.status = 1 AND p.visibility > 1
         AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.entity_id AND v.attribute_code = ?)
       ORDER BY p.entity_id LIMIT 1`,
    )
    .get(code) as { id: number; sku: string };
}

const valuesOf = (shop: Shop, productId: number) =>
  new Map(
    (
      shop.db
        .prepare('SELECT attribute_code, value FROM product_attribute_values WHERE product_id = ?')
        .all(productId) as { attribute_code: string; value: string }[]
    ).map((r) => [r.attribute_code, r.value]),
  );

function firstError(result: GqlResult<unknown>) {
  const [error] = result.errors ?? [];
  return error && { message: error.message, category: error.extensions?.category };
}
const inputError = (message: string) => ({ message, category: 'graphql-input' });

async function guestList(shop: Shop, products: (number | string)[] = []): Promise<List> {
  const result = await shop.guest<{ createCompareList: List }>(CREATE, { products: products.map(String) });
  expect(result.errors).toBeUndefined();
  return result.data!.createCompareList;
}

describe('a guest compare list', () => {
  // CompareListTest::testCreateCompareListWithoutProducts
  it('is created empty with a random 32-character uid, each time a new one', async () => {
    const shop = customerShop();
    const first = await guestList(shop);
    expect(first).toEqual({
      uid: expect.stringMatching(/^[0-9a-f]{32}$/),
      item_count: 0,
      attributes: [],
      items: [],
    });
    expect((await guestList(shop)).uid).not.toBe(first.uid);
  });

  // CompareListTest::testCreateCompareListWithProducts, ::testAddProductToCompareList
  it('holds the products added, in order, compared by price, brand and their specifications', async () => {
    const shop = customerShop();
    const [a, b] = phones(shop);
    const list = await guestList(shop, [a!.id, b!.id]);
    expect(list.item_count).toBe(2);
    expect(list.items.map((i) => [i.uid, i.product.sku])).toEqual([
      [String(a!.id), a!.sku],
      [String(b!.id), b!.sku],
    ]);
    const codes = list.attributes.map((x) => x.code);
    expect(codes.slice(0, 2)).toEqual(['price', 'brand']);
    expect(codes).toEqual(expect.arrayContaining(['display', 'processor', 'ram', 'storage', 'battery']));
    expect(list.attributes).toContainEqual({ code: 'ram', label: 'RAM' });
    for (const [item, row] of [
      [list.items[0]!, a!],
      [list.items[1]!, b!],
    ] as const) {
      const specs = valuesOf(shop, row.id);
      // Every item answers every attribute, in the list's order.
      expect(item.attributes.map((x) => x.code)).toEqual(codes);
      const value = (code: string) => item.attributes.find((x) => x.code === code)!.value;
      expect(value('price')).toBe(row.price.toFixed(6));
      expect(value('brand')).toBe(row.brand);
      for (const code of codes.slice(2)) expect(value(code)).toBe(specs.get(code) ?? 'N/A');
    }
  });

  it('answers N/A for an attribute one product lacks, and lists only attributes one of them has', async () => {
    const shop = customerShop();
    const [phone] = phones(shop);
    const other = productWithout(shop, 'ram');
    const list = await guestList(shop, [phone!.id, other.id]);
    const ram = (item: Item) => item.attributes.find((x) => x.code === 'ram')!.value;
    expect(ram(list.items[1]!)).toBe('N/A');
    expect(ram(list.items[0]!)).toBe(valuesOf(shop, phone!.id).get('ram'));
    const alone = await guestList(shop, [other.id]);
    expect(alone.attributes.map((x) => x.code)).not.toContain('ram');
  });

  // CompareListTest::testRemoveProductFromCompareList, ::testGetCompareList
  it('adds, lists and removes products; adding one it holds changes nothing', async () => {
    const shop = customerShop();
    const [a, b, c] = phones(shop);
    const { uid } = await guestList(shop, [a!.id]);
    const added = await shop.guest<{ addProductsToCompareList: List }>(ADD, {
      uid,
      products: [String(b!.id), String(a!.id), String(c!.id)],
    });
    expect(added.data!.addProductsToCompareList.items.map((i) => i.product.sku)).toEqual([
      a!.sku,
      b!.sku,
      c!.sku,
    ]);
    const removed = await shop.guest<{ removeProductsFromCompareList: List }>(REMOVE, {
      uid,
      products: [String(a!.id)],
    });
    expect(removed.data!.removeProductsFromCompareList.item_count).toBe(2);
    const read = await shop.guest<{ compareList: List }>(GET, { uid });
    expect(read.data!.compareList.items.map((i) => i.product.sku)).toEqual([b!.sku, c!.sku]);
  });

  it('skips ids that are no product a shopper may see, as Magento does', async () => {
    const shop = customerShop();
    const [a] = phones(shop);
    const disabled = a!.id;
    const [, b] = phones(shop);
    const variant = shop.db
      .prepare('SELECT entity_id AS id FROM products WHERE visibility = 1 AND parent_id IS NOT NULL LIMIT 1')
      .get() as { id: number };
    shop.db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(disabled);
    const list = await guestList(shop, [
      'abc',
      '-3',
      '0',
      '99999999',
      '1e3',
      String(variant.id),
      String(disabled),
      ` ${b!.id} `,
      String(b!.id),
    ]);
    expect(list.items.map((i) => i.product.sku)).toEqual([b!.sku]);
  });

  it('leaves out a product disabled after it was added', async () => {
    const shop = customerShop();
    const [a, b] = phones(shop);
    const { uid } = await guestList(shop, [a!.id, b!.id]);
    shop.db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(a!.id);
    const read = await shop.guest<{ compareList: List }>(GET, { uid });
    expect(read.data!.compareList.item_count).toBe(1);
    expect(read.data!.compareList.items.map((i) => i.product.sku)).toEqual([b!.sku]);
  });

  it(`holds at most ${MAX_COMPARE_ITEMS} products: more is refused and nothing added`, async () => {
    const shop = customerShop();
    const ids = (
      shop.db
        .prepare(
          'SELECT entity_id AS id FROM products WHERE status = 1 AND visibility > 1 ORDER BY entity_id',
        )
        .all() as { id: number }[]
    ).map((r) => String(r.id));
    const { uid } = await guestList(shop, ids.slice(0, MAX_COMPARE_ITEMS - 1));
    const refused = await shop.guest(ADD, {
      uid,
      products: ids.slice(MAX_COMPARE_ITEMS - 1, MAX_COMPARE_ITEMS + 1),
    });
    expect(firstError(refused)).toEqual(
      inputError(`A compare list can hold at most ${MAX_COMPARE_ITEMS} products.`),
    );
    expect((await shop.guest<{ compareList: List }>(GET, { uid })).data!.compareList.item_count).toBe(
      MAX_COMPARE_ITEMS - 1,
    );
  });

  it("answers Magento's messages for a missing or unknown uid", async () => {
    const shop = customerShop();
    const [a] = phones(shop);
    const unknown = 'f'.repeat(32);
    expect((await shop.guest(GET, { uid: unknown })).data).toEqual({ compareList: null });
    expect(firstError(await shop.guest(GET, { uid: '  ' }))).toEqual(
      inputError('"uid" value must be specified'),
    );
    expect(firstError(await shop.guest(ADD, { uid: unknown, products: [String(a!.id)] }))).toEqual(
      inputError('"uid" value does not exist'),
    );
    expect(firstError(await shop.guest(ADD, { uid: '', products: [] }))).toEqual(
      inputError('"uid" value must be specified.'),
    );
    expect(firstError(await shop.guest(REMOVE, { uid: 'x'.repeat(5000), products: [] }))).toEqual(
      inputError('"uid" value does not exist'),
    );
    expect(firstError(await shop.guest(DELETE, { uid: '' }))).toEqual(
      inputError('"uid" value must be specified'),
    );
  });

  // CompareListTest::testDeleteCompareList
  it('is deleted once: then deleting it again answers false and it reads as none', async () => {
    const shop = customerShop();
    const { uid } = await guestList(shop, [phones(shop)[0]!.id]);
    expect((await shop.guest(DELETE, { uid })).data).toEqual({ deleteCompareList: { result: true } });
    expect((await shop.guest(DELETE, { uid })).data).toEqual({ deleteCompareList: { result: false } });
    expect((await shop.guest(GET, { uid })).data).toEqual({ compareList: null });
  });

  it('is never cached by a browser or proxy, read with GET', async () => {
    const shop = customerShop();
    const { uid } = await guestList(shop);
    const params = new URLSearchParams({ query: GET, variables: JSON.stringify({ uid }) });
    const response = await shop.app.fetch(new Request(`http://shop.test/graphql?${params}`));
    expect(response.headers.get('cache-control')).toBe('no-store, no-cache, private');
  });
});

describe('the compare page', () => {
  it("is one of the storefront's own pages: 200, never indexed, kept from crawlers", async () => {
    const shop = customerShop();
    const page = await shop.app.fetch(
      new Request('http://shop.test/compare.html', { headers: { accept: 'text/html' } }),
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const robots = await (await shop.app.fetch(new Request('http://shop.test/robots.txt'))).text();
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /compare.html$', 'Disallow: /compare.html?']),
    );
  });
});

describe("a customer's compare list", () => {
  it('is made on first use and added to after that: one list per customer', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const [a, b] = phones(shop);
    expect((await shop.as(token, MINE)).data.customer.compare_list).toBeNull();
    const first = (await shop.as(token, CREATE, { products: [String(a!.id)] })).data
      .createCompareList as List;
    const second = (await shop.as(token, CREATE, { products: [String(b!.id)] })).data
      .createCompareList as List;
    expect(second.uid).toBe(first.uid);
    const mine = (await shop.as(token, MINE)).data.customer.compare_list as List;
    expect(mine.uid).toBe(first.uid);
    expect(mine.items.map((i) => i.product.sku)).toEqual([a!.sku, b!.sku]);
  });

  // CompareListTest::testCompareListsNotAccessibleBetweenCustomers
  it('is reached by nobody else: not a guest, not another customer', async () => {
    const shop = customerShop();
    const [a] = phones(shop);
    const mine = await shop.signIn();
    const theirs = await shop.signIn(PRIYA);
    const { uid } = (await shop.as(mine, CREATE, { products: [String(a!.id)] })).data.createCompareList;
    for (const [query, variables] of [
      [GET, { uid }],
      [ADD, { uid, products: [String(a!.id)] }],
      [REMOVE, { uid, products: [String(a!.id)] }],
      [DELETE, { uid }],
      [ASSIGN, { uid }],
    ] as const) {
      expect(firstError(await shop.as(theirs, query, variables))).toEqual(inputError(NOT_AUTHORIZED));
      if (query !== ASSIGN)
        expect(firstError(await shop.guest(query, variables))).toEqual(inputError(NOT_AUTHORIZED));
    }
    const still = (await shop.as(mine, MINE)).data.customer.compare_list as List;
    expect(still.items.map((i) => i.product.sku)).toEqual([a!.sku]);
  });

  it("is not a guest list's: a signed-in customer reaches a guest list only by assigning it", async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const { uid } = await guestList(shop);
    expect(firstError(await shop.as(token, GET, { uid }))).toEqual(inputError(NOT_AUTHORIZED));
    // An unknown uid is nobody's list: a customer is told it is not theirs.
    expect(firstError(await shop.as(token, GET, { uid: '0'.repeat(32) }))).toEqual(
      inputError(NOT_AUTHORIZED),
    );
  });

  it('refuses a token that is not valid instead of treating the caller as a guest', async () => {
    const shop = customerShop();
    const result = await shop.as('not-a-token', CREATE, { products: [] });
    expect(firstError(result)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM compare_lists').get()).toEqual({ n: 0 });
  });
});

describe('assigning a guest list at sign-in', () => {
  // CompareListTest::testAssignCompareListToCustomer
  it("makes the guest list the customer's when they have none: same uid, no longer a guest's", async () => {
    const shop = customerShop();
    const [a, b] = phones(shop);
    const { uid } = await guestList(shop, [a!.id, b!.id]);
    const token = await shop.signIn();
    const assigned = await shop.as(token, ASSIGN, { uid });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data.assignCompareListToCustomer.result).toBe(true);
    expect(assigned.data.assignCompareListToCustomer.compare_list).toMatchObject({ uid, item_count: 2 });
    const mine = (await shop.as(token, MINE)).data.customer.compare_list as List;
    expect(mine.uid).toBe(uid);
    // Magento's CompareListTest::testAssignCompareListToCustomer: the customer removes from it by its uid.
    const removed = await shop.as(token, REMOVE, { uid, products: [String(a!.id)] });
    expect(removed.data.removeProductsFromCompareList.items.map((i: Item) => i.product.sku)).toEqual([
      b!.sku,
    ]);
    expect(firstError(await shop.guest(GET, { uid }))).toEqual(inputError(NOT_AUTHORIZED));
  });

  it("merges the guest list into the customer's own and deletes it", async () => {
    const shop = customerShop();
    const [a, b, c] = phones(shop);
    const token = await shop.signIn();
    const own = (await shop.as(token, CREATE, { products: [String(a!.id), String(b!.id)] })).data
      .createCompareList as List;
    const guest = await guestList(shop, [b!.id, c!.id]);
    const assigned = await shop.as(token, ASSIGN, { uid: guest.uid });
    expect(assigned.data.assignCompareListToCustomer.result).toBe(true);
    const merged = assigned.data.assignCompareListToCustomer.compare_list as List;
    expect(merged.uid).toBe(own.uid);
    expect(merged.items.map((i) => i.product.sku)).toEqual([a!.sku, b!.sku, c!.sku]);
    expect((await shop.guest(GET, { uid: guest.uid })).data).toEqual({ compareList: null });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM compare_lists').get()).toEqual({ n: 1 });
  });

  it('keeps what fits when the merged list would be too long, and never fails the sign-in', async () => {
    const shop = customerShop();
    const ids = (
      shop.db
        .prepare(
          'SELECT entity_id AS id FROM products WHERE status = 1 AND visibility > 1 ORDER BY entity_id',
        )
        .all() as { id: number }[]
    ).map((r) => String(r.id));
    const token = await shop.signIn();
    await shop.as(token, CREATE, { products: ids.slice(0, MAX_COMPARE_ITEMS - 1) });
    const guest = await guestList(shop, ids.slice(MAX_COMPARE_ITEMS, MAX_COMPARE_ITEMS + 3));
    const assigned = await shop.as(token, ASSIGN, { uid: guest.uid });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data.assignCompareListToCustomer.compare_list.item_count).toBe(MAX_COMPARE_ITEMS);
  });

  it("answers Magento's messages: a guest cannot assign, an unknown list is not assigned", async () => {
    const shop = customerShop();
    const { uid } = await guestList(shop);
    expect(firstError(await shop.guest(ASSIGN, { uid }))).toEqual(inputError('Customer must be logged'));
    const token = await shop.signIn();
    expect(firstError(await shop.as(token, ASSIGN, { uid: ' ' }))).toEqual(
      inputError('"uid" value must be specified'),
    );
    expect((await shop.as(token, ASSIGN, { uid: 'a'.repeat(32) })).data).toEqual({
      assignCompareListToCustomer: { result: false, compare_list: null },
    });
  });
});

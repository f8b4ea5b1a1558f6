// Caching a CDN and the server itself can rely on: catalogue GETs are shareable and vary on store, currency
// and authorization (as Magento's page cache does), a signed-in shopper's answers are never shared, and the
// server's own caches (its page cache of public GETs, results of catalogue and content queries, product
// shapes, searches) drop what they knew the moment a product, category, CMS page or block changes.
import { updateCategory, updateProduct } from '../../magento/db/repositories/catalog-writer';
import { updateCmsBlock, updateCmsPage } from '../../magento/db/repositories/cms';
import { catalogVersion } from '../../magento/db/repositories/products';
import { encodeUid } from '../../magento/graphql/uid';
import { customerShop, DEMO, PRIYA } from '../customer/helpers';
import { sharedCache } from '../shared-cache';
import { ORIGIN } from '../test-app';

const SKU = 'ZS-SAM-10035';
const PRODUCT_URL = 'samsung-galaxy-a35-5g-8gb-ram-128gb.html';

const shop = customerShop();
const cdn = sharedCache((request) => shop.app.fetch(request));

/** A GET through the CDN stand-in, as the storefront sends queries. */
async function get(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await cdn.fetch(new Request(`${ORIGIN}/graphql?${params}`, { headers }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
  return { response, body: (await response.json()) as { data?: any; errors?: { message: string }[] } };
}

const PRODUCT = `query P($sku: String!) { products(filter: { sku: { eq: $sku } }) {
  items { uid name price_range { minimum_price { final_price { value } } } } } }`;
const ROUTE = `query R($url: String!) { route(url: $url) { type ... on ProductInterface { name }
  ... on CategoryInterface { name } ... on CmsPage { title } } }`;

describe('catalogue GETs for a CDN', () => {
  it('are stored and reused by a shared cache, separately per store view and currency', async () => {
    const query = '{ storeConfig { store_code } }';
    const first = await get(query);
    expect(first.response.headers.get('cache-control')).toBe('max-age=300, public');
    expect(first.response.headers.get('vary')).toBe(
      'Store, Content-Currency, Authorization, X-Magento-Cache-Id',
    );
    const misses = cdn.stats.misses;
    expect((await get(query)).body.data.storeConfig.store_code).toBe('default');
    expect(cdn.stats.misses).toBe(misses); // a hit
    expect((await get(query, {}, { store: 'infosys' })).body.data.storeConfig.store_code).toBe('infosys');
    const usd = await get(query, {}, { 'content-currency': 'USD' });
    expect(usd.response.headers.get('x-magento-cache-id')).not.toBe(
      first.response.headers.get('x-magento-cache-id'),
    );
    expect(cdn.stats.misses).toBe(misses + 2);
  });
});

describe("a signed-in shopper's answers", () => {
  const CUSTOMER = '{ customer { email firstname } }';

  it('are never stored by a shared cache nor replayed to anyone else', async () => {
    const demo = await shop.signIn(DEMO);
    const priya = await shop.signIn(PRIYA);
    const mine = await get(CUSTOMER, {}, { authorization: `Bearer ${demo}` });
    expect(mine.body.data.customer.email).toBe(DEMO.email);
    expect(mine.response.headers.get('cache-control')).toMatch(/no-store/);
    expect(mine.response.headers.get('cache-control')).toMatch(/private/);
    expect((await get(CUSTOMER, {}, { authorization: `Bearer ${priya}` })).body.data.customer.email).toBe(
      PRIYA.email,
    );
    const guest = await get(CUSTOMER);
    expect(guest.body.data?.customer ?? null).toBeNull();
    expect(guest.body.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    // Even their catalogue answers stay private: a shared cache stores nothing of a signed-in request.
    const product = await get(PRODUCT, { sku: SKU }, { authorization: `Bearer ${demo}` });
    expect(product.response.headers.get('cache-control')).toMatch(/private/);
  });

  it("are not served from the server's own caches either: a cart read twice shows what changed in between", async () => {
    const token = await shop.signIn(DEMO);
    const cartId = (await shop.as(token, '{ customerCart { id } }')).data.customerCart.id as string;
    const CART = 'query C($id: String!) { cart(cart_id: $id) { id total_quantity } }';
    const auth = { authorization: `Bearer ${token}` };
    const before = (await get(CART, { id: cartId }, auth)).body.data.cart.total_quantity as number;
    const added = await shop.as(
      token,
      'mutation A($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ZS-XIA-10036", quantity: 1 }]) { user_errors { message } } }',
      { id: cartId },
    );
    expect(added).toEqual({ data: { addProductsToCart: { user_errors: [] } } });
    expect((await get(CART, { id: cartId }, auth)).body.data.cart.total_quantity).toBe(before + 1);
    // A guest's cart (its id is its only credential) is private too.
    const guestCart = (await shop.guest('mutation { createEmptyCart }')).data.createEmptyCart as string;
    const guestRead = await get(CART, { id: guestCart });
    expect(guestRead.response.headers.get('cache-control')).toMatch(/no-store/);
  });
});

describe("the server's caches when content changes", () => {
  // Straight to the server (no CDN): its own page cache and result caches must not serve the old answer.
  const direct = async (query: string, variables: Record<string, unknown> = {}) => {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    const response = await shop.app.fetch(new Request(`${ORIGIN}/graphql?${params}`));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
    return ((await response.json()) as { data: any }).data;
  };

  it('shows a product edit at once: name and price in listings, route and search', async () => {
    const product = async () => (await direct(PRODUCT, { sku: SKU })).products.items[0];
    const search = async () =>
      (await direct('{ products(search: "galaxy a35", pageSize: 50) { items { sku name } } }')).products
        .items;
    expect((await product()).name).toBe('Samsung Galaxy A35 5G (8GB RAM, 128GB)');
    await direct(ROUTE, { url: PRODUCT_URL });
    await search();
    updateProduct(shop.db, SKU, { name: 'Samsung Galaxy A35 5G Awesome Navy', special_price: 29999 });
    expect(await product()).toMatchObject({
      name: 'Samsung Galaxy A35 5G Awesome Navy',
      price_range: { minimum_price: { final_price: { value: 29999 } } },
    });
    expect((await direct(ROUTE, { url: PRODUCT_URL })).route.name).toBe('Samsung Galaxy A35 5G Awesome Navy');
    expect(await search()).toContainEqual({ sku: SKU, name: 'Samsung Galaxy A35 5G Awesome Navy' });
  });

  it('shows a category edit at once: in categories, route and the layered navigation', async () => {
    const uid = encodeUid(5);
    const CATEGORY =
      'query C($uid: String!) { categories(filters: { category_uid: { eq: $uid } }) { items { name } } }';
    const LAYERS = `{ products(filter: { category_uid: { eq: "${encodeUid(4)}" } }, pageSize: 1) {
      aggregations { attribute_code options { label value } } } }`;
    const label = async () =>
      (await direct(LAYERS)).products.aggregations
        .find((a: { attribute_code: string }) => a.attribute_code === 'category_uid')
        .options.find((o: { value: string }) => o.value === uid)?.label;
    expect((await direct(CATEGORY, { uid })).categories.items[0].name).toBe('Android Phones');
    expect(await label()).toBe('Android Phones');
    await direct(ROUTE, { url: 'mobiles-tablets/smartphones/android-phones.html' });
    updateCategory(shop.db, 5, { name: 'Android Smartphones' });
    expect((await direct(CATEGORY, { uid })).categories.items[0].name).toBe('Android Smartphones');
    expect(await label()).toBe('Android Smartphones');
    expect((await direct(ROUTE, { url: 'mobiles-tablets/smartphones/android-phones.html' })).route.name).toBe(
      'Android Smartphones',
    );
  });

  it('shows a CMS page or block edit at once', async () => {
    const PAGE = '{ cmsPage(identifier: "about-us") { title content } }';
    const BLOCK = '{ cmsBlocks(identifiers: ["bank-offers"]) { items { identifier content } } }';
    expect((await direct(PAGE)).cmsPage.title).toBe('About Us');
    await direct(BLOCK);
    await direct(ROUTE, { url: 'about-us' });
    updateCmsPage(shop.db, 'about-us', { title: 'About Zepp', content: '<p>Since 2012.</p>' });
    updateCmsBlock(shop.db, 'bank-offers', { content: '<p>10% off with UPI</p>' });
    expect((await direct(PAGE)).cmsPage).toEqual({ title: 'About Zepp', content: '<p>Since 2012.</p>' });
    expect((await direct(ROUTE, { url: 'about-us' })).route.title).toBe('About Zepp');
    expect((await direct(BLOCK)).cmsBlocks.items[0].content).toBe('<p>10% off with UPI</p>');
  });

  it('are told of any write to what catalogue and content answers are made of, however it is made', () => {
    const writes = [
      'UPDATE categories SET position = position WHERE entity_id = 5',
      "UPDATE url_rewrites SET target_path = target_path WHERE request_path = 'about-us'",
      "UPDATE cms_pages SET title = title WHERE identifier = 'home'",
      "DELETE FROM cms_blocks WHERE identifier = 'delivery-promise'",
      "UPDATE store_config SET value = value WHERE path = 'general/locale/code'",
      "UPDATE stores SET name = name WHERE code = 'default'",
      "UPDATE brands SET name = name WHERE code = 'samsung'",
      "UPDATE attribute_options SET label = label WHERE attribute_code = 'color'",
      'UPDATE product_media SET label = label WHERE product_id = 1',
      "UPDATE product_super_attributes SET label = label WHERE attribute_code = 'color'",
      'DELETE FROM product_links WHERE product_id = 1',
    ];
    for (const sql of writes) {
      const before = catalogVersion(shop.db);
      shop.db.prepare(sql).run();
      expect([sql, catalogVersion(shop.db) > before]).toEqual([sql, true]);
    }
  });

  it('keep a public answer no longer than its max-age when nothing they track changed', async () => {
    const CITY = 'query C($p: String!) { getCityByPincode(pincode: $p) { city } }';
    expect((await direct(CITY, { p: '110001' })).getCityByPincode.city).toBe('New Delhi');
    shop.db.prepare("UPDATE pincodes SET city = 'New Delhi Central' WHERE pincode = '110001'").run();
    expect((await direct(CITY, { p: '110001' })).getCityByPincode.city).toBe('New Delhi');
    shop.clock.advance(301_000);
    expect((await direct(CITY, { p: '110001' })).getCityByPincode.city).toBe('New Delhi Central');
  });
});

describe('catalogue writers', () => {
  it('refuse columns that are not editable, so a typo is not a silent no-op', () => {
    expect(() => updateProduct(shop.db, SKU, { nmae: 'x' } as never)).toThrow(
      'products.nmae cannot be changed here',
    );
    expect(updateProduct(shop.db, 'NO-SUCH-SKU', { name: 'x' })).toBe(0);
  });
});

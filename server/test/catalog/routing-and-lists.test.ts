import { customerShop, DEMO } from '../customer/helpers';
import { ORIGIN } from '../test-app';
import { products, skusWhere } from './helpers';

const shop = customerShop();

/* eslint-disable @typescript-eslint/no-explicit-any -- tests read whatever the query selected */
const ROUTE = `query R($url: String!) { route(url: $url) { __typename relative_url redirect_code type
  ... on ProductInterface { sku name uid } } }`;

describe('route(url) for products', () => {
  it('resolves a product URL key to the product, with its type', async () => {
    const row = shop.db
      .prepare("SELECT entity_id, sku, name, url_key FROM products WHERE type_id = 'configurable' LIMIT 1")
      .get() as { entity_id: number; sku: string; name: string; url_key: string };
    const { data } = await shop.guest(ROUTE, { url: `/${row.url_key}.html` });
    expect(data.route).toEqual({
      __typename: 'ConfigurableProduct',
      relative_url: `${row.url_key}.html`,
      redirect_code: 0,
      type: 'PRODUCT',
      sku: row.sku,
      name: row.name,
      uid: Buffer.from(String(row.entity_id)).toString('base64'),
    });
  });

  it('does not resolve variants or unknown keys, and stops resolving a disabled product', async () => {
    const variant = shop.db
      .prepare('SELECT url_key FROM products WHERE parent_id IS NOT NULL LIMIT 1')
      .get() as {
      url_key: string;
    };
    expect((await shop.guest(ROUTE, { url: `${variant.url_key}.html` })).data.route).toBeNull();
    expect((await shop.guest(ROUTE, { url: 'no-such-product.html' })).data.route).toBeNull();
    const simple = shop.db
      .prepare(
        "SELECT entity_id, url_key FROM products WHERE type_id = 'simple' AND parent_id IS NULL LIMIT 1",
      )
      .get() as {
      entity_id: number;
      url_key: string;
    };
    expect((await shop.guest(ROUTE, { url: `${simple.url_key}.html` })).data.route.type).toBe('PRODUCT');
    shop.db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(simple.entity_id);
    expect((await shop.guest(ROUTE, { url: `${simple.url_key}.html` })).data.route).toBeNull();
    shop.db.prepare('UPDATE products SET status = 1 WHERE entity_id = ?').run(simple.entity_id);
  });

  it("resolves a brand page to the search filtered by the brand's code", async () => {
    const { data } = await shop.guest('{ route(url: "brands/boat.html") { relative_url redirect_code } }');
    expect(data.route).toEqual({
      relative_url: 'search.html?brand_code[filter]=boAt%2Cboat',
      redirect_code: 302,
    });
  });
});

describe('category products', () => {
  it('CategoryTree.products and product_count agree with the products query', async () => {
    const { data, errors } = await shop.guest(
      `{ categories(filters: { ids: { eq: "19" } }) { items { name product_count
        products(pageSize: 4, sort: { price: ASC }) { total_count page_info { total_pages } items { sku } } } } }`,
    );
    expect(errors).toBeUndefined();
    const audio = data.categories.items[0];
    const viaQuery = await products(shop, {
      filter: { category_id: { eq: '19' } },
      sort: { price: 'ASC' },
      pageSize: 4,
    });
    expect(audio.product_count).toBe(viaQuery.total_count);
    expect(audio.products.total_count).toBe(viaQuery.total_count);
    expect(audio.products.items.map((i: any) => i.sku)).toEqual(viaQuery.items.map((i) => i.sku));
  });
});

describe('brands and bestsellers', () => {
  it('brands lists the featured brands in slider order with logos', async () => {
    const { data } = await shop.guest(
      '{ brands(pageSize: 5) { uid brand_code name logo url_key position } }',
    );
    const featured = shop.db
      .prepare('SELECT code FROM brands WHERE is_featured = 1 ORDER BY position LIMIT 5')
      .all()
      .map((r: any) => r.code);
    expect(data.brands.map((b: any) => b.brand_code)).toEqual(featured);
    expect(data.brands[0]).toMatchObject({
      logo: `${ORIGIN}/media/brands/${featured[0]}.png`,
      url_key: `brands/${featured[0]}`,
      position: 1,
    });
    expect((await shop.guest('{ brands(pageSize: 0) { name } }')).errors?.[0]?.message).toBe(
      'pageSize value must be greater than 0.',
    );
  });

  it('bestsellerProducts is for signed-in customers: pinned products first, then by units sold', async () => {
    const query = '{ bestsellerProducts(pageSize: 15) { total_count items { sku } } }';
    const guest = await shop.guest(query);
    expect(guest.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const token = await shop.signIn(DEMO);
    const { data } = await shop.as(token, query);
    const expected = shop.db
      .prepare(
        `SELECT sku FROM products WHERE parent_id IS NULL AND status = 1
         ORDER BY bestseller_rank IS NULL, bestseller_rank, qty_sold DESC, entity_id LIMIT 15`,
      )
      .all()
      .map((r: any) => r.sku);
    expect(data.bestsellerProducts.items.map((i: any) => i.sku)).toEqual(expected);
    const pinned = shop.db
      .prepare('SELECT COUNT(*) AS n FROM products WHERE bestseller_rank IS NOT NULL')
      .get() as { n: number };
    expect(pinned.n).toBeGreaterThan(0);
  });
});

describe('catalog caches', () => {
  it('never serve stale stock after a write', async () => {
    const [sku] = skusWhere(shop, "p.type_id = 'simple' AND p.is_in_stock = 1 AND p.qty > 10");
    const stock = async () =>
      (await shop.guest(`{ products(filter: { sku: { eq: "${sku}" } }) { items { stock_status } } }`)).data
        .products.items[0].stock_status;
    expect(await stock()).toBe('IN_STOCK');
    shop.db.prepare('UPDATE products SET qty = 0, is_in_stock = 0 WHERE sku = ?').run(sku);
    expect(await stock()).toBe('OUT_OF_STOCK');
  });

  it('serve the same answer over GET as over POST', async () => {
    const query = '{ products(search: "headphones", pageSize: 3) { total_count items { sku } } }';
    const post = await shop.gql(query);
    const get = await shop.gql(query, undefined, { method: 'GET' });
    expect(get).toEqual(post);
  });
});

describe('catalog query results cache', () => {
  it('serves a repeated catalog query from the cache until the catalog version changes', async () => {
    const [sku] = skusWhere(shop, "p.type_id = 'simple'");
    const query = `{ products(filter: { sku: { eq: "${sku}" } }) { items { name } } }`;
    const name = async () => (await shop.guest(query)).data.products.items[0].name;
    const original = await name();
    // A write with the version triggers stood aside (as during a bulk load): the cached answer stays.
    shop.db.prepare('UPDATE catalog_state SET bulk_load = 1').run();
    shop.db.prepare('UPDATE products SET name = ? WHERE sku = ?').run('Renamed Product', sku);
    shop.db.prepare('UPDATE catalog_state SET bulk_load = 0').run();
    expect(await name()).toBe(original);
    // Any ordinary catalog write moves the version on, and the next answer is fresh.
    shop.db.prepare('UPDATE products SET qty = qty WHERE sku = ?').run(sku);
    expect(await name()).toBe('Renamed Product');
  });
});

import { createTestShop } from '../test-app';
import { allSkus, productsError, skusWhere, sorted } from './helpers';

const shop = createTestShop();
const uid = (id: number) => Buffer.from(String(id)).toString('base64');

/** The category and all its descendants, walked through parent_id (independently of the path column). */
function withDescendants(id: number): number[] {
  const rows = shop.db.prepare('SELECT entity_id, parent_id FROM categories').all() as {
    entity_id: number;
    parent_id: number;
  }[];
  const ids = [id];
  for (let i = 0; i < ids.length; i++)
    for (const r of rows) if (r.parent_id === ids[i]) ids.push(r.entity_id);
  return ids;
}

const inCategories = (ids: number[]) =>
  skusWhere(
    shop,
    `p.entity_id IN (SELECT product_id FROM category_products WHERE category_id IN (${ids.join(',')}))`,
  );

describe('products filters', () => {
  it('category_id includes the products of subcategories (anchor categories)', async () => {
    const smartphones = shop.db
      .prepare("SELECT entity_id FROM categories WHERE url_key = 'smartphones'")
      .get() as {
      entity_id: number;
    };
    const expected = inCategories(withDescendants(smartphones.entity_id));
    expect(expected.length).toBeGreaterThan(20);
    expect(
      sorted(await allSkus(shop, { filter: { category_id: { eq: String(smartphones.entity_id) } } })),
    ).toEqual(expected);
  });

  it('category_id in, category_uid and category_url_path select the same products', async () => {
    const ids = [9, 21];
    const expected = inCategories(ids);
    expect(sorted(await allSkus(shop, { filter: { category_id: { in: ids.map(String) } } }))).toEqual(
      expected,
    );
    expect(sorted(await allSkus(shop, { filter: { category_uid: { in: ids.map(uid) } } }))).toEqual(expected);
    const paths = ids.map(
      (id) =>
        (
          shop.db.prepare('SELECT url_path FROM categories WHERE entity_id = ?').get(id) as {
            url_path: string;
          }
        ).url_path,
    );
    expect(sorted(await allSkus(shop, { filter: { category_url_path: { in: paths } } }))).toEqual(expected);
  });

  // Magento refuses the two together (ProductSearchTest::testUidAndIdUsageErrorOnProductFilteringCategory).
  it('refuses category_id and category_uid together, as Magento does', async () => {
    const filter = { category_id: { eq: '19' }, category_uid: { eq: uid(3) } };
    expect(await productsError(shop, { filter })).toBe(
      "`category_id` and `category_uid` can't be used at the same time.",
    );
  });

  it('rejects a malformed category uid with Magento message', async () => {
    expect(await productsError(shop, { filter: { category_uid: { eq: 'not-a-uid' } } })).toBe(
      'Value of uid "not-a-uid" is incorrect.',
    );
  });

  it('price from/to keeps final prices in [from, to), open ends allowed', async () => {
    const between = await allSkus(shop, { filter: { price: { from: '1000', to: '5000' } } });
    expect(sorted(between)).toEqual(skusWhere(shop, 'pi.min_price >= 1000 AND pi.min_price < 5000'));
    expect(between.length).toBeGreaterThan(10);
    expect(sorted(await allSkus(shop, { filter: { price: { from: '100000' } } }))).toEqual(
      skusWhere(shop, 'pi.min_price >= 100000'),
    );
    expect(sorted(await allSkus(shop, { filter: { price: { from: '*', to: '1000' } } }))).toEqual(
      skusWhere(shop, 'pi.min_price < 1000'),
    );
  });

  it.each([
    [{ from: 'abc' }, 'Invalid price filter: "from" must be a non-negative number, got "abc".'],
    [{ to: '-5' }, 'Invalid price filter: "to" must be a non-negative number, got "-5".'],
    [{ from: '500', to: '100' }, 'Invalid price filter: "from" (500) is greater than "to" (100).'],
  ])('rejects the price filter %j', async (price, message) => {
    expect(await productsError(shop, { filter: { price } })).toBe(message);
  });

  it('sku eq (any case) and in; a variant SKU is not listed on its own', async () => {
    const [first, second] = skusWhere(shop, "p.type_id = 'simple'");
    expect(await allSkus(shop, { filter: { sku: { eq: first!.toLowerCase() } } })).toEqual([first]);
    expect(sorted(await allSkus(shop, { filter: { sku: { in: [first, second] } } }))).toEqual([
      first,
      second,
    ]);
    const variant = shop.db.prepare('SELECT sku FROM products WHERE parent_id IS NOT NULL LIMIT 1').get() as {
      sku: string;
    };
    expect(await allSkus(shop, { filter: { sku: { eq: variant.sku } } })).toEqual([]);
  });

  it('url_key in returns those products', async () => {
    const rows = shop.db
      .prepare('SELECT sku, url_key FROM products WHERE parent_id IS NULL LIMIT 3')
      .all() as {
      sku: string;
      url_key: string;
    }[];
    const skus = await allSkus(shop, { filter: { url_key: { in: rows.map((r) => r.url_key) } } });
    expect(sorted(skus)).toEqual(sorted(rows.map((r) => r.sku)));
  });

  it('name match: PARTIAL needs every word, FULL the phrase; short matches are rejected', async () => {
    const partial = await allSkus(shop, { filter: { name: { match: 'galaxy 5G' } } });
    expect(sorted(partial)).toEqual(skusWhere(shop, "p.name LIKE '%galaxy%' AND p.name LIKE '%5G%'"));
    const full = await allSkus(shop, { filter: { name: { match: 'Pressure Cooker', match_type: 'FULL' } } });
    expect(sorted(full)).toEqual(skusWhere(shop, "p.name LIKE '%Pressure Cooker%'"));
    expect(full.length).toBeGreaterThan(0);
    expect(await productsError(shop, { filter: { name: { match: 'ab' } } })).toBe(
      'Invalid match filter. Minimum length is 3.',
    );
  });

  it('description match', async () => {
    const skus = await allSkus(shop, { filter: { description: { match: 'Dolby Atmos' } } });
    expect(sorted(skus)).toEqual(
      skusWhere(shop, "p.description LIKE '%Dolby%' AND p.description LIKE '%Atmos%'"),
    );
  });

  it('brand_code eq/in, case-insensitive', async () => {
    expect(sorted(await allSkus(shop, { filter: { brand_code: { eq: 'BOAT' } } }))).toEqual(
      skusWhere(shop, "p.brand_code = 'boat'"),
    );
    expect(sorted(await allSkus(shop, { filter: { brand_code: { in: ['titan', 'fastrack'] } } }))).toEqual(
      skusWhere(shop, "p.brand_code IN ('titan', 'fastrack')"),
    );
  });

  it('color and size match configurable products by any variant, by option id or label', async () => {
    const blue = shop.db
      .prepare("SELECT option_id FROM attribute_options WHERE attribute_code = 'color' AND label = 'Blue'")
      .get() as {
      option_id: number;
    };
    const expected = skusWhere(
      shop,
      'EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.entity_id AND c.status = 1 AND c.color_id = ?)',
      blue.option_id,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(sorted(await allSkus(shop, { filter: { color: { eq: String(blue.option_id) } } }))).toEqual(
      expected,
    );
    expect(sorted(await allSkus(shop, { filter: { color: { eq: 'blue' } } }))).toEqual(expected);
    const sizes = await allSkus(shop, { filter: { size: { in: ['UK 8', 'Ring 10'] } } });
    expect(sorted(sizes)).toEqual(
      skusWhere(
        shop,
        `EXISTS (SELECT 1 FROM products c JOIN attribute_options o ON o.option_id = c.size_id
          WHERE c.parent_id = p.entity_id AND o.label IN ('UK 8', 'Ring 10'))`,
      ),
    );
  });

  it('is_top_deal, new and sale flags', async () => {
    const deals = await allSkus(shop, { filter: { is_top_deal: { eq: '1' } } });
    expect(sorted(deals)).toEqual(skusWhere(shop, 'p.is_top_deal = 1'));
    expect(deals.length).toBeGreaterThan(10);
    expect(sorted(await allSkus(shop, { filter: { new: { eq: '1' } } }))).toEqual(
      skusWhere(shop, 'p.is_new = 1'),
    );
    expect(sorted(await allSkus(shop, { filter: { sale: { eq: 'true' } } }))).toEqual(
      skusWhere(shop, 'pi.min_price < pi.min_regular_price'),
    );
    expect(await productsError(shop, { filter: { is_top_deal: { eq: 'yes' } } })).toBe(
      'Invalid value "yes" of the is_top_deal filter: expected 1 or 0.',
    );
  });

  it('combines filters with AND, and with a search', async () => {
    const skus = await allSkus(shop, {
      filter: { category_id: { eq: '19' }, brand_code: { eq: 'boat' }, price: { to: '5000' } },
    });
    const expected = skusWhere(
      shop,
      `p.brand_code = 'boat' AND pi.min_price < 5000 AND p.entity_id IN
        (SELECT product_id FROM category_products WHERE category_id IN (${withDescendants(19).join(',')}))`,
    );
    expect(sorted(skus)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
    const searched = await allSkus(shop, { search: 'wireless', filter: { brand_code: { eq: 'sony' } } });
    expect(searched.length).toBeGreaterThan(0);
    for (const sku of searched)
      expect(skusWhere(shop, "p.brand_code = 'sony' AND p.sku = ?", sku)).toEqual([sku]);
  });
});

import { createTestShop } from '../test-app';
import { products, type ProductsArgs } from './helpers';

const shop = createTestShop();
const AGGREGATIONS = 'aggregations { attribute_code label count options { label value count } }';
const DIRECT =
  'aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code options { label value count } }';

/** The filter an aggregation option stands for, as the storefront builds it from the option's value. */
function optionFilter(code: string, value: string): Record<string, unknown> {
  if (code !== 'price') return { [code]: { eq: value } };
  const [from, to] = value.split('_');
  return { price: { from, to } };
}

async function expectConsistent(args: ProductsArgs) {
  const data = await products(shop, args, AGGREGATIONS);
  expect(data.aggregations!.map((a) => a.attribute_code)).toEqual(
    expect.arrayContaining(['category_uid', 'price', 'brand_code']),
  );
  let checked = 0;
  for (const aggregation of data.aggregations!) {
    expect(aggregation.count).toBe(aggregation.options.length);
    // A category option would replace the listing's own category_uid (Magento refuses category_id with it).
    if (aggregation.attribute_code === 'category_uid' && args.filter?.category_uid) continue;
    for (const option of aggregation.options) {
      const filter = { ...args.filter, ...optionFilter(aggregation.attribute_code, option.value) };
      // Selecting an option narrows the results to exactly the count it announced.
      const narrowed = await products(shop, { ...args, filter, pageSize: 1 });
      expect({ [`${aggregation.attribute_code}=${option.label}`]: narrowed.total_count }).toEqual({
        [`${aggregation.attribute_code}=${option.label}`]: option.count,
      });
      checked++;
    }
  }
  return checked;
}

describe('products aggregations', () => {
  it('counts agree with filtering on each option, in a category', async () => {
    // By uid, as the storefront asks (Magento refuses category_id with a category_uid option).
    expect(await expectConsistent({ filter: { category_uid: { eq: 'MTk=' } } })).toBeGreaterThan(20);
  });

  it('counts agree with filtering on each option, for a search with colours and sizes', async () => {
    const data = await products(shop, { search: 'men' }, AGGREGATIONS);
    const codes = data.aggregations!.map((a) => a.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(['color', 'size']));
    expect(await expectConsistent({ search: 'men' })).toBeGreaterThan(10);
  });

  it('price buckets are open below the first and above the last, labelled like Magento', async () => {
    const data = await products(shop, { filter: { category_id: { eq: '3' } } }, AGGREGATIONS);
    const price = data.aggregations!.find((a) => a.attribute_code === 'price')!;
    expect(price.label).toBe('Price');
    const values = price.options.map((o) => o.value);
    expect(values[0]).toMatch(/^\*_\d+$/);
    expect(values[values.length - 1]).toMatch(/^\d+_\*$/);
    for (const o of price.options) expect(o.label).toBe(o.value.replace('_', '-'));
    expect(price.options.reduce((n, o) => n + o.count, 0)).toBe(data.total_count);
  });

  it('includeDirectChildrenOnly keeps the direct subcategories of the filtered category', async () => {
    const data = await products(shop, { filter: { category_id: { eq: '3' } } }, DIRECT);
    const categories = data.aggregations!.find((a) => a.attribute_code === 'category_uid')!;
    const children = shop.db
      .prepare('SELECT entity_id, name FROM categories WHERE parent_id = 3 ORDER BY position')
      .all() as { entity_id: number; name: string }[];
    expect(categories.options.map((o) => o.label).sort()).toEqual(children.map((c) => c.name).sort());
    expect(categories.options.map((o) => o.value).sort()).toEqual(
      children.map((c) => Buffer.from(String(c.entity_id)).toString('base64')).sort(),
    );
  });

  it.each(['category_uid', 'brand_code', 'color', 'size'])(
    '%s options come most products first, as OpenSearch orders them for Magento',
    async (code) => {
      const data = await products(shop, { search: 'men' }, AGGREGATIONS);
      const counts = data.aggregations!.find((a) => a.attribute_code === code)!.options.map((o) => o.count);
      expect(counts.length).toBeGreaterThan(1);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    },
  );

  it('lists the brands with the most products in a category first, ties by name', async () => {
    // The oracle: the category's visible products per brand, from the rows.
    const expected = (
      shop.db
        .prepare(
          `SELECT b.name, COUNT(DISTINCT p.entity_id) AS n FROM products p
           JOIN brands b ON b.code = p.brand_code
           JOIN catalog_category_product_index i ON i.product_id = p.entity_id AND i.category_id = 3
           WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility IN (2, 4)
           GROUP BY b.code ORDER BY n DESC, b.name COLLATE NOCASE`,
        )
        .all() as { name: string; n: number }[]
    ).map((r) => `${r.name} (${r.n})`);
    const data = await products(shop, { filter: { category_id: { eq: '3' } } }, AGGREGATIONS);
    const brands = data.aggregations!.find((a) => a.attribute_code === 'brand_code')!;
    expect(brands.options.map((o) => `${o.label} (${o.count})`)).toEqual(expected);
    // The shopper's complaint: Samsung hid behind "Show more" (five shown) while it had the most phones.
    expect(brands.options.slice(0, 5).map((o) => o.value)).toContain('samsung');
  });

  it('brand options carry the brand code as value and the name as label', async () => {
    const data = await products(shop, { search: 'earbuds' }, AGGREGATIONS);
    const brands = data.aggregations!.find((a) => a.attribute_code === 'brand_code')!;
    expect(brands.label).toBe('Brand');
    expect(brands.options).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'boat', label: 'boAt' })]),
    );
  });
});

import { catalogWriter } from '../../magento/db/repositories/catalog-writer';
import { createTestShop } from '../test-app';
import { allSkus, products, productsError, skusWhere } from './helpers';

const shop = createTestShop();

describe('products search', () => {
  beforeAll(() => {
    // Four products sharing a made-up word in different places, added through the live triggers.
    const write = catalogWriter(shop.db);
    const add = (sku: string, name: string, extra: Record<string, string>) =>
      write.product({
        sku,
        type_id: 'simple',
        name,
        url_key: sku.toLowerCase(),
        price: 999,
        qty: 5,
        is_in_stock: 1,
        ...extra,
      });
    add('TEST-DESC', 'Plain Kettle', { description: '<p>Pairs well with a zorblax stand.</p>' });
    add('TEST-NAME', 'Zorblax Kettle', {});
    add('TEST-KEYW', 'Steel Kettle', { meta_keyword: 'zorblax, kettle' });
    add('TEST-SKU', 'Copper Kettle', { sku: 'ZORBLAX-9' });
  });

  it('ranks by relevance: name, then SKU, then keywords, then description', async () => {
    const data = await products(shop, { search: 'zorblax' });
    expect(data.items.map((i) => i.sku)).toEqual(['TEST-NAME', 'ZORBLAX-9', 'TEST-KEYW', 'TEST-DESC']);
    const ascending = await products(shop, { search: 'zorblax', sort: { relevance: 'ASC' } });
    expect(ascending.items.map((i) => i.sku)).toEqual(['TEST-DESC', 'TEST-KEYW', 'ZORBLAX-9', 'TEST-NAME']);
  });

  it('matches words as prefixes, across name, brand and category names', async () => {
    const samsung = await allSkus(shop, { search: 'samsu' });
    expect(samsung.length).toBe(skusWhere(shop, "p.brand_code = 'samsung'").length);
    // No Samsung phone has "phone" in its name; its categories (Smartphones, Android Phones) do.
    const phones = await products(shop, { search: 'samsung phone', pageSize: 5 });
    expect(phones.items.map((i) => i.name).every((n) => n.startsWith('Samsung Galaxy'))).toBe(true);
  });

  it('needs every word, falling back to any word when no product has them all', async () => {
    const both = await products(shop, { search: 'prestige cooker' });
    expect(both.items.map((i) => i.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Prestige .*Cooker/)]),
    );
    expect(both.items.every((i) => /prestige/i.test(i.name) && /cooker/i.test(i.name))).toBe(true);
    const either = await allSkus(shop, { search: 'prestige qqxyzzy' });
    expect(either.sort()).toEqual(skusWhere(shop, "p.brand_code = 'prestige'"));
  });

  it("finds a configurable product by a variant's SKU", async () => {
    const variant = shop.db
      .prepare(
        'SELECT c.sku, p.sku AS parent FROM products c JOIN products p ON p.entity_id = c.parent_id LIMIT 1',
      )
      .get() as { sku: string; parent: string };
    expect(await allSkus(shop, { search: variant.sku })).toEqual([variant.parent]);
  });

  it('suggests a correction when nothing is found', async () => {
    const data = await products(shop, { search: 'samsng' }, 'suggestions { search }');
    expect(data.total_count).toBe(0);
    expect(data.suggestions).toEqual([{ search: 'samsung' }]);
    const found = await products(shop, { search: 'samsung' }, 'suggestions { search }');
    expect(found.suggestions).toEqual([]);
  });

  it('a search without letters or digits finds nothing; no search and no filter is an error', async () => {
    expect((await products(shop, { search: '!!!' })).total_count).toBe(0);
    expect(await productsError(shop, {})).toBe("'search' or 'filter' input argument is required.");
    expect(await productsError(shop, { search: '   ' })).toBe(
      "'search' or 'filter' input argument is required.",
    );
  });
});

describe('products sorting', () => {
  const filter = { category_id: { eq: '19' } };
  const prices = (data: {
    items: { price_range: { minimum_price: { final_price: { value: number } } } }[];
  }) => data.items.map((i) => i.price_range.minimum_price.final_price.value);

  it('by price, both ways', async () => {
    const asc = prices(await products(shop, { filter, sort: { price: 'ASC' }, pageSize: 100 }));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = prices(await products(shop, { filter, sort: { price: 'DESC' }, pageSize: 100 }));
    expect(desc).toEqual([...asc].reverse());
  });

  it('by name', async () => {
    const names = (await products(shop, { filter, sort: { name: 'ASC' }, pageSize: 100 })).items.map(
      (i) => i.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('by position in the category, which is also the default without a search', async () => {
    const expected = shop.db
      .prepare(
        'SELECT p.sku FROM category_products cp JOIN products p ON p.entity_id = cp.product_id WHERE cp.category_id = 21 ORDER BY cp.position',
      )
      .all()
      .map((r) => (r as { sku: string }).sku);
    const byPosition = await products(shop, {
      filter: { category_id: { eq: '21' } },
      sort: { position: 'ASC' },
      pageSize: 100,
    });
    expect(byPosition.items.map((i) => i.sku)).toEqual(expected);
    const byDefault = await products(shop, { filter: { category_id: { eq: '21' } }, pageSize: 100 });
    expect(byDefault.items.map((i) => i.sku)).toEqual(expected);
  });

  it('several sort fields apply in the order written', async () => {
    const query = `{ products(filter: { category_id: { eq: "46" } }, sort: { price: ASC, name: DESC }, pageSize: 100) {
      items { name price_range { minimum_price { final_price { value } } } } } }`;
    const { data } = await shop.gql<{
      products: {
        items: { name: string; price_range: { minimum_price: { final_price: { value: number } } } }[];
      };
    }>(query);
    const items = data!.products.items;
    const keyed = items.map((i) => [i.price_range.minimum_price.final_price.value, i.name] as const);
    const expected = [...keyed].sort(
      (a, b) => a[0] - b[0] || b[1].localeCompare(a[1], 'en', { sensitivity: 'base' }),
    );
    expect(keyed).toEqual(expected);
  });
});

describe('products paging', () => {
  const filter = { category_id: { eq: '3' } };

  it('pages through the same ordered list', async () => {
    const all = await allSkus(shop, { filter });
    const page2 = await products(shop, { filter, pageSize: 5, currentPage: 2 });
    expect(page2.items.map((i) => i.sku)).toEqual(all.slice(5, 10));
    expect(page2.total_count).toBe(all.length);
    expect(page2.page_info).toEqual({
      current_page: 2,
      page_size: 5,
      total_pages: Math.ceil(all.length / 5),
    });
  });

  it("rejects bad pages with Magento's messages", async () => {
    expect(await productsError(shop, { filter, currentPage: 0 })).toBe(
      'currentPage value must be greater than 0.',
    );
    expect(await productsError(shop, { filter, pageSize: 0 })).toBe('pageSize value must be greater than 0.');
    const total = (await products(shop, { filter, pageSize: 10 })).total_count;
    const pages = Math.ceil(total / 10);
    expect(await productsError(shop, { filter, pageSize: 10, currentPage: pages + 1 })).toBe(
      `currentPage value ${pages + 1} specified is greater than the ${pages} page(s) available.`,
    );
  });

  it('an empty result has no page limit error', async () => {
    const data = await products(shop, { search: 'qqxyzzy', currentPage: 3 });
    expect(data.total_count).toBe(0);
    expect(data.page_info.total_pages).toBe(0);
  });
});

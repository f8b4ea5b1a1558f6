// Ports of Magento's GraphQl/Catalog tests for the products query's arguments and for categories (filters, the
// tree, breadcrumbs, products of a category). Magento's category fixtures are this shop's seeded categories,
// found by SQL; expected answers come from the rows, not from numbers written here.
import { fileShop, message, ok } from './helpers';

const shop = fileShop();
const uid = (id: number) => Buffer.from(String(id)).toString('base64');

interface CategoryRow {
  entity_id: number;
  name: string;
  url_key: string;
  url_path: string;
  parent_id: number;
  level: number;
}
const category = (where: string, ...params: unknown[]) =>
  shop.db
    .prepare(`SELECT * FROM categories WHERE ${where} ORDER BY entity_id LIMIT 1`)
    .get(...params) as CategoryRow;

const CATEGORIES = `query($filters: CategoryFilterInput, $pageSize: Int) { categories(filters: $filters, pageSize: $pageSize) {
  total_count items { id uid name url_key url_path level } } }`;

describe('products arguments', () => {
  // Magento\GraphQl\Catalog\ProductSearchTest::testUidAndIdUsageErrorOnProductFilteringCategory
  it('refuses category_id and category_uid together', async () => {
    const res = await shop.guest(
      '{ products(filter: { category_id: { eq: "99999999" }, category_uid: { eq: "OTk5OTk5OTk=" } }) { total_count } }',
    );
    expect(message(res)).toBe("`category_id` and `category_uid` can't be used at the same time.");
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterForNonExistingCategory (aggregations, filters' successor)
  it('answers a category that does not exist with no products and no aggregations', async () => {
    const res = ok(
      await shop.guest(
        '{ products(filter: { category_id: { eq: "99999999" } }) { total_count aggregations { attribute_code } } }',
      ),
    );
    expect(res.products).toEqual({ total_count: 0, aggregations: [] });
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testQueryWithNoSearchOrFilterArgumentException
  // Magento\GraphQl\Catalog\ProductSearchTest::testQueryPageOutOfBoundException
  it('needs a search or a filter, and a page that exists', async () => {
    expect(message(await shop.guest('{ products(pageSize: 1) { total_count } }'))).toBe(
      "'search' or 'filter' input argument is required.",
    );
    const total = (
      ok(
        await shop.guest(
          '{ products(filter: { price: { to: "1000" } }, pageSize: 2) { page_info { total_pages } } }',
        ),
      ).products.page_info as { total_pages: number }
    ).total_pages;
    const res = await shop.guest(
      `{ products(filter: { price: { to: "1000" } }, pageSize: 2, currentPage: ${total + 1}, sort: { name: ASC }) { total_count } }`,
    );
    expect(message(res)).toBe(
      `currentPage value ${total + 1} specified is greater than the ${total} page(s) available.`,
    );
  });
});

describe('categories', () => {
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testEmptyFiltersReturnRootCategory
  it('answers the store’s root category without filters', async () => {
    const res = ok(await shop.guest('{ categories { items { id name } } }'));
    expect(res.categories.items).toEqual([{ id: 2, name: 'Default Category' }]);
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testGetCategoryById
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testGetCategoryIdZero
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testNonExistentCategoryWithProductCount
  it('finds a category by id, and none for 0 or an unknown id', async () => {
    const audio = category("url_key = 'audio'");
    const res = ok(await shop.guest(CATEGORIES, { filters: { ids: { eq: String(audio.entity_id) } } }));
    expect(res.categories.items).toEqual([
      {
        id: audio.entity_id,
        uid: uid(audio.entity_id),
        name: audio.name,
        url_key: 'audio',
        url_path: 'audio',
        level: 2,
      },
    ]);
    for (const id of ['0', '99999']) {
      expect(ok(await shop.guest(CATEGORIES, { filters: { ids: { eq: id } } })).categories).toEqual({
        total_count: 0,
        items: [],
      });
    }
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testGetDisabledCategory
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testFilterWithInactiveCategory
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testCategoriesTreeWithDisabledCategory
  it('leaves a disabled category out, alone or among children', async () => {
    const audio = category("url_key = 'audio'");
    const before = ok(await shop.guest('{ categories { items { children { id } } } }')).categories.items[0]
      .children;
    shop.db.prepare('UPDATE categories SET is_active = 0 WHERE entity_id = ?').run(audio.entity_id);
    try {
      expect(
        ok(await shop.guest(CATEGORIES, { filters: { ids: { eq: String(audio.entity_id) } } })).categories
          .items,
      ).toEqual([]);
      const both = ok(await shop.guest(CATEGORIES, { filters: { url_key: { in: ['audio', 'wearables'] } } }));
      expect(both.categories.items.map((c: { url_key: string }) => c.url_key)).toEqual(['wearables']);
      const after = ok(await shop.guest('{ categories { items { children { id } } } }')).categories.items[0]
        .children;
      expect(after).toHaveLength(before.length - 1);
    } finally {
      shop.db.prepare('UPDATE categories SET is_active = 1 WHERE entity_id = ?').run(audio.entity_id);
    }
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testFilterCategoryByMultipleFields
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testNoResultsFound
  it('combines filters, and answers an empty list when nothing matches', async () => {
    const phones = category("url_key = 'android-phones'");
    const others = shop.db.prepare('SELECT entity_id FROM categories WHERE level = 4 LIMIT 4').all() as {
      entity_id: number;
    }[];
    const ids = [...new Set([phones.entity_id, ...others.map((o) => o.entity_id)])].map(String);
    const res = ok(
      await shop.guest(CATEGORIES, { filters: { ids: { in: ids }, name: { match: 'Android' } } }),
    );
    expect(res.categories.items.map((c: { id: number }) => c.id)).toEqual([phones.entity_id]);
    expect(res.categories.total_count).toBe(1);
    expect(
      ok(await shop.guest(CATEGORIES, { filters: { url_key: { in: ['inactive', 'does-not-exist'] } } }))
        .categories.items,
    ).toEqual([]);
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testFilterByUrlPathTopLevelCategory
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testFilterByUrlPathNestedCategory
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testFilterByUrlPathMultipleCategories
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testFilterByUrlPathNoResults
  it('filters by url_path, top-level or nested, one or several', async () => {
    const nested = category('level = 4');
    const byPath = async (paths: string[]) =>
      ok(await shop.guest(CATEGORIES, { filters: { url_path: { in: paths } } })).categories.items.map(
        (c: { url_path: string }) => c.url_path,
      );
    expect(await byPath(['audio'])).toEqual(['audio']);
    expect(await byPath([nested.url_path])).toEqual([nested.url_path]);
    expect(await byPath(['audio', 'inactive', nested.url_path])).toEqual(
      expect.arrayContaining(['audio', nested.url_path]),
    );
    expect(await byPath(['not-a-category url path'])).toEqual([]);
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesFilterTest::testMinimumMatchQueryLength
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testGetCategoryWithIdAndUid
  it('refuses a two-letter name match and ids with category_uid', async () => {
    expect(message(await shop.guest(CATEGORIES, { filters: { name: { match: 'mo' } } }))).toBe(
      'Invalid match filter. Minimum length is 3.',
    );
    expect(
      message(
        await shop.guest(CATEGORIES, { filters: { ids: { in: ['19'] }, category_uid: { in: [uid(19)] } } }),
      ),
    ).toBe("`ids` and `category_uid` can't be used at the same time.");
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testBreadCrumbs
  it('answers the breadcrumbs of a nested category', async () => {
    const leaf = category('level = 4');
    const parent = category('entity_id = ?', leaf.parent_id);
    const top = category('entity_id = ?', parent.parent_id);
    const res = ok(
      await shop.guest(
        `query($f: CategoryFilterInput) { categories(filters: $f) { items { name breadcrumbs { category_id category_name
          category_level category_url_key category_url_path } } } }`,
        { f: { ids: { eq: String(leaf.entity_id) } } },
      ),
    );
    expect(res.categories.items).toEqual([
      {
        name: leaf.name,
        breadcrumbs: [top, parent].map((c) => ({
          category_id: c.entity_id,
          category_name: c.name,
          category_level: c.level,
          category_url_key: c.url_key,
          category_url_path: c.url_path,
        })),
      },
    ]);
  });

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testCategoryProducts
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoryTreeTest::testAnchorCategory
  it('lists a category’s products, its subcategories’ included, 20 a page', async () => {
    const audio = category("url_key = 'audio'");
    const res = ok(
      await shop.guest(
        `query($f: CategoryFilterInput) { categories(filters: $f) { items { products(sort: { name: DESC }) {
          total_count page_info { current_page page_size } items { sku } } } } }`,
        { f: { ids: { eq: String(audio.entity_id) } } },
      ),
    );
    const products = res.categories.items[0].products;
    const expected = shop.db
      .prepare(
        `SELECT COUNT(DISTINCT p.entity_id) AS n FROM products p JOIN category_products cp ON cp.product_id = p.entity_id
          JOIN categories c ON c.entity_id = cp.category_id
         WHERE (c.entity_id = ? OR c.path LIKE ?) AND p.parent_id IS NULL AND p.status = 1`,
      )
      .get(audio.entity_id, `%/${audio.entity_id}/%`) as { n: number };
    expect(products.total_count).toBe(expected.n);
    expect(products.page_info).toEqual({ current_page: 1, page_size: 20 });
    expect(products.items.length).toBe(Math.min(20, expected.n));
  });
});

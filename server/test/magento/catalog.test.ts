// Ports of Magento's GraphQl/Catalog tests for the products query (arguments, filters, sort, aggregations) and for
// categories (filters, the tree, breadcrumbs, products of a category). Magento's product and category fixtures
// are this shop's seeded rows, found by SQL; expected answers come from the rows, not from numbers written here.
import { finalPrice } from '../../magento/db/repositories/cart-products';
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

describe('products filters and sort', () => {
  interface ProductRow {
    entity_id: number;
    sku: string;
    name: string;
    url_key: string;
  }
  /** Enabled simple products shown in the catalog, the first `n` by id. */
  const visible = (n: number) =>
    shop.db
      .prepare(
        `SELECT entity_id, sku, name, url_key FROM products WHERE status = 1 AND visibility = 4 AND type_id = 'simple'
          AND parent_id IS NULL AND url_key IS NOT NULL ORDER BY entity_id LIMIT ?`,
      )
      .all(n) as ProductRow[];
  const final = (sku: string) =>
    finalPrice(
      shop.db.prepare('SELECT price, special_price FROM products WHERE sku = ?').get(sku) as {
        price: number;
        special_price: number | null;
      },
    );
  const PRODUCTS = `query($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput,
    $pageSize: Int, $currentPage: Int) { products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize,
    currentPage: $currentPage) { total_count items { sku name url_key
      price_range { minimum_price { final_price { value currency } } } }
    page_info { page_size current_page } aggregations { attribute_code }
    sort_fields { default options { value label } } } }`;

  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterBySingleProductUrlKey, with Magento's default price
  // navigation ('auto', which buckets even one product; the shop is configured 'improved').
  it('finds a product by url_key, and nothing once it is disabled', async () => {
    const navigation = 'catalog/layered_navigation/price_range_calculation';
    shop.db.prepare("UPDATE store_config SET value = 'auto' WHERE path = ?").run(navigation);
    const product = visible(1)[0]!;
    const found = ok(await shop.guest(PRODUCTS, { filter: { url_key: { eq: product.url_key } } })).products;
    expect(found.total_count).toBe(1);
    expect(found.items[0]).toMatchObject({ sku: product.sku, name: product.name, url_key: product.url_key });
    expect(found.aggregations.map((a: { attribute_code: string }) => a.attribute_code)).toEqual(
      expect.arrayContaining(['price', 'category_uid']),
    );
    shop.db.prepare('UPDATE products SET status = 2 WHERE entity_id = ?').run(product.entity_id);
    try {
      const gone = ok(await shop.guest(PRODUCTS, { filter: { url_key: { eq: product.url_key } } })).products;
      expect([gone.total_count, gone.items, gone.aggregations]).toEqual([0, [], []]);
    } finally {
      shop.db.prepare('UPDATE products SET status = 1 WHERE entity_id = ?').run(product.entity_id);
      shop.db.prepare("UPDATE store_config SET value = 'improved' WHERE path = ?").run(navigation);
    }
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterByMultipleProductUrlKeys
  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterByExactSkuAndSortByPriceDesc
  it('finds products by several url_keys, and one by its exact sku with the default page', async () => {
    const three = visible(3);
    const byKeys = ok(
      await shop.guest(PRODUCTS, { filter: { url_key: { in: three.map((p) => p.url_key) } }, pageSize: 3 }),
    ).products;
    expect(byKeys.total_count).toBe(3);
    expect(byKeys.items.map((i: { sku: string }) => i.sku).sort()).toEqual(three.map((p) => p.sku).sort());
    const bySku = ok(
      await shop.guest(PRODUCTS, { filter: { sku: { eq: three[0]!.sku } }, sort: { price: 'DESC' } }),
    ).products;
    expect(bySku.total_count).toBe(1);
    expect(bySku.items[0].price_range.minimum_price.final_price).toEqual({
      value: final(three[0]!.sku),
      currency: 'INR',
    });
    expect(bySku.page_info).toEqual({ page_size: 20, current_page: 1 });
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterWithinSpecificPriceRangeSortedByNameDesc
  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterByMultipleFilterFieldsSortedByMultipleSortFields
  it('combines price, sku and name filters, sorts by name, and names its sort fields', async () => {
    const two = visible(2);
    const prices = two.map((p) => final(p.sku));
    const word = two[0]!.name.split(' ')[0]!;
    const named = two.filter((p) => p.name.includes(word));
    const res = ok(
      await shop.guest(PRODUCTS, {
        filter: {
          // The shop's `to` is exclusive, as in Magento's layered navigation (see MAGENTO-DIFFERENCES.md).
          price: {
            from: String(Math.floor(Math.min(...prices))),
            to: String(Math.ceil(Math.max(...prices)) + 1),
          },
          sku: { in: two.map((p) => p.sku) },
          name: { match: word },
        },
        pageSize: 4,
        currentPage: 1,
        sort: { name: 'DESC' },
      }),
    ).products;
    const expected = [...named].sort((a, b) => (a.name < b.name ? 1 : -1)).map((p) => p.sku);
    expect(res.items.map((i: { sku: string }) => i.sku)).toEqual(expected);
    expect(res.page_info).toEqual({ page_size: 4, current_page: 1 });
    expect(res.sort_fields.default).toBe('position');
    expect(res.sort_fields.options[0].value).toBe('position');
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterWithinASpecificPriceRangeSortedByPriceDESC
  // Magento\GraphQl\Catalog\ProductSearchTest::testQueryFilterNoMatchingItems
  it('filters a price range sorted by price, and answers nothing when nothing matches', async () => {
    const res = ok(
      await shop.guest(PRODUCTS, {
        filter: { price: { from: '100', to: '2000' } },
        pageSize: 10,
        sort: { price: 'ASC' },
      }),
    ).products;
    const values = res.items.map(
      (i: { price_range: { minimum_price: { final_price: { value: number } } } }) =>
        i.price_range.minimum_price.final_price.value,
    );
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((v: number) => v >= 100 && v <= 2000)).toBe(true);
    const none = ok(
      await shop.guest(PRODUCTS, { filter: { price: { from: '99999999' } }, pageSize: 2, currentPage: 1 }),
    ).products;
    expect([none.total_count, none.items]).toEqual([0, []]);
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testInvalidCurrentPage
  // Magento\GraphQl\Catalog\ProductSearchTest::testInvalidPageSize
  // Magento\GraphQl\Catalog\ProductSearchTest::testSearchWithFilterWithPageSizeEqualTotalCount
  it('refuses a page or page size below 1, and a page past the last with a search and a filter', async () => {
    const product = visible(1)[0]!;
    const filter = { sku: { eq: product.sku } };
    expect(message(await shop.guest(PRODUCTS, { filter, pageSize: 4, currentPage: 0 }))).toBe(
      'currentPage value must be greater than 0.',
    );
    expect(message(await shop.guest(PRODUCTS, { filter, pageSize: 0, currentPage: 1 }))).toBe(
      'pageSize value must be greater than 0.',
    );
    const word = product.name.split(' ')[0]!;
    expect(
      message(
        await shop.guest(PRODUCTS, {
          search: word,
          filter,
          pageSize: 1,
          currentPage: 2,
          sort: { price: 'DESC' },
        }),
      ),
    ).toBe('currentPage value 2 specified is greater than the 1 page(s) available.');
  });

  // Magento\GraphQl\Catalog\ProductSearchTest::testFilteringForProductsFromMultipleCategories
  // Magento\GraphQl\Catalog\ProductSearchTest::testFilterProductsBySingleCategoryId
  it('filters by one category or several, answering each product’s categories', async () => {
    const leaves = shop.db
      .prepare(
        `SELECT c.entity_id, COUNT(DISTINCT p.entity_id) AS n FROM categories c
          JOIN category_products cp ON cp.category_id = c.entity_id
          JOIN products p ON p.entity_id = cp.product_id AND p.status = 1 AND p.visibility IN (2, 4)
         WHERE c.is_active = 1 AND NOT EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = c.entity_id)
         GROUP BY c.entity_id ORDER BY c.entity_id LIMIT 2`,
      )
      .all() as [{ entity_id: number; n: number }, { entity_id: number; n: number }];
    const one = ok(
      await shop.guest(
        `query($id: String) { products(filter: { category_id: { eq: $id } }, pageSize: 50) { total_count
          items { sku categories { id name } } } }`,
        { id: String(leaves[0].entity_id) },
      ),
    ).products;
    expect(one.total_count).toBe(leaves[0].n);
    for (const item of one.items)
      expect(item.categories.map((c: { id: number }) => c.id)).toContain(leaves[0].entity_id);
    const union = (
      shop.db
        .prepare(
          `SELECT COUNT(DISTINCT p.entity_id) AS n FROM category_products cp
            JOIN products p ON p.entity_id = cp.product_id AND p.status = 1 AND p.visibility IN (2, 4)
           WHERE cp.category_id IN (?, ?)`,
        )
        .get(leaves[0].entity_id, leaves[1].entity_id) as { n: number }
    ).n;
    const several = ok(
      await shop.guest(
        'query($ids: [String]) { products(filter: { category_id: { in: $ids } }) { total_count } }',
        { ids: leaves.map((l) => String(l.entity_id)) },
      ),
    ).products;
    expect(several.total_count).toBe(union);
  });
});

describe('products aggregations', () => {
  const AGGREGATIONS = `query($filter: ProductAttributeFilterInput) { products(filter: $filter) { total_count
    aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code label options { label value } } } }`;

  // Magento\GraphQl\Catalog\ProductSearchCategoryAggregationsTest::testAggregationEqCategory
  // Magento\GraphQl\Catalog\ProductSearchCategoryAggregationsTest::testAggregationDisabledCategory
  // Magento\GraphQl\Catalog\ProductSearchCategoryAggregationsTest::testFetchCategoriesWhenDisplayCategoryEnabled
  it('offers the direct subcategories of the filtered category by uid, not disabled ones', async () => {
    const parent = shop.db
      .prepare(
        `SELECT p.entity_id FROM categories p WHERE p.is_active = 1 AND p.level >= 2
           AND (SELECT COUNT(*) FROM categories c WHERE c.parent_id = p.entity_id AND c.is_active = 1) >= 2
         ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as { entity_id: number };
    const children = shop.db
      .prepare(
        'SELECT entity_id, name FROM categories WHERE parent_id = ? AND is_active = 1 ORDER BY entity_id',
      )
      .all(parent.entity_id) as { entity_id: number; name: string }[];
    const options = async () => {
      const res = ok(
        await shop.guest(AGGREGATIONS, { filter: { category_id: { eq: String(parent.entity_id) } } }),
      );
      const aggregation = res.products.aggregations.find(
        (a: { attribute_code: string }) => a.attribute_code === 'category_uid',
      );
      expect(aggregation.label).toBe('Category');
      return new Map(
        aggregation.options.map((o: { label: string; value: string }) => [
          Number(Buffer.from(o.value, 'base64').toString()),
          o.label,
        ]),
      );
    };
    const offered = await options();
    for (const [id, label] of offered) expect(children.find((c) => c.entity_id === id)?.name).toBe(label);
    expect(offered.size).toBeGreaterThan(1);
    const [disabled] = offered.keys();
    // Categories change only through the seed, which starts a new catalog version; a product write does too.
    const newCatalogVersion = () =>
      shop.db
        .prepare(
          'UPDATE products SET status = status WHERE entity_id = (SELECT MIN(entity_id) FROM products)',
        )
        .run();
    shop.db.prepare('UPDATE categories SET is_active = 0 WHERE entity_id = ?').run(disabled);
    newCatalogVersion();
    try {
      expect((await options()).has(disabled)).toBe(false);
    } finally {
      shop.db.prepare('UPDATE categories SET is_active = 1 WHERE entity_id = ?').run(disabled);
      newCatalogVersion();
    }
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
  // (and CategoryListTest's): 2.4's CategoryFilter refuses a match shorter than catalog/search/min_query_length
  // (Filter\SearchCriteria::formatMatchFilters); only the 2.4.0-2.4.1 tests expected an empty list instead.
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

  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testDefaultPagination
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testPageSize
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testCurrentPage
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testPaging
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testCurrentPageZero
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testPageSizeZero
  // Magento\GraphQl\Catalog\CategoriesQuery\CategoriesPaginationTest::testCurrentPageTooLarge
  it('pages the categories it finds, 20 by default, and refuses pages that do not exist', async () => {
    const PAGED = `query($filters: CategoryFilterInput, $pageSize: Int, $currentPage: Int) {
      categories(filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
        total_count page_info { current_page page_size total_pages } items { id } } }`;
    const ids = (
      shop.db
        .prepare(
          'SELECT entity_id FROM categories WHERE is_active = 1 AND level >= 2 ORDER BY entity_id LIMIT 5',
        )
        .all() as { entity_id: number }[]
    ).map((c) => String(c.entity_id));
    const filters = { ids: { in: ids } };
    const all = ok(await shop.guest(PAGED, { filters })).categories;
    expect(all.total_count).toBe(5);
    expect(all.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const pages = [];
    for (const currentPage of [1, 2, 3]) {
      const page = ok(await shop.guest(PAGED, { filters, pageSize: 2, currentPage })).categories;
      expect(page.total_count).toBe(5);
      expect(page.page_info).toEqual({ current_page: currentPage, page_size: 2, total_pages: 3 });
      pages.push(...page.items);
    }
    expect(pages).toEqual(all.items);
    expect(message(await shop.guest(PAGED, { filters, currentPage: 0 }))).toBe(
      'currentPage value must be greater than 0.',
    );
    expect(message(await shop.guest(PAGED, { filters, pageSize: 0 }))).toBe(
      'pageSize value must be greater than 0.',
    );
    expect(message(await shop.guest(PAGED, { filters, pageSize: 2, currentPage: 6 }))).toBe(
      'currentPage value 6 specified is greater than the 3 page(s) available.',
    );
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

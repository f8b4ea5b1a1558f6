import { createTestShop, ORIGIN } from '../test-app';

const shop = createTestShop();

interface Category {
  uid: string;
  id: number;
  name: string;
  position: number;
  level: number;
  path: string;
  url_key: string | null;
  url_path: string | null;
  include_in_menu: number;
  image: string | null;
  children_count: string;
  children: Category[];
  breadcrumbs: { category_name: string; category_uid: string; category_level: number }[] | null;
}

const TREE = `{
  categoryList {
    uid id name level path children_count
    children {
      uid id name position url_key url_path include_in_menu image level
      children { uid name url_path include_in_menu image breadcrumbs { category_uid category_name category_level }
        children { uid name url_path } }
    }
  }
}`;

const toUid = (id: number) => Buffer.from(String(id)).toString('base64');

describe('categoryList (mega menu)', () => {
  let root: Category;
  beforeAll(async () => {
    const { data, errors } = await shop.gql<{ categoryList: Category[] }>(TREE);
    expect(errors).toBeUndefined();
    root = data!.categoryList[0]!;
  });

  it("returns the store's root category 'Default Category' (id 2) when no filter is given", () => {
    expect(root).toMatchObject({ uid: 'Mg==', id: 2, name: 'Default Category', level: 1, path: '1/2' });
    expect(Number(root.children_count)).toBeGreaterThanOrEqual(15);
  });

  it('orders the top categories by position and keeps at least 9 in the menu', () => {
    const positions = root.children.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const inMenu = root.children.filter((c) => c.include_in_menu === 1);
    expect(inMenu.length).toBeGreaterThanOrEqual(9);
    expect(root.children.some((c) => c.include_in_menu === 0)).toBe(true);
    expect(inMenu.slice(0, 3).map((c) => c.name)).toEqual([
      'Mobiles & Tablets',
      'Laptops & Computers',
      'Audio',
    ]);
  });

  it('gives every category a base64 uid, a url_path and an absolute image URL', () => {
    for (const top of root.children) {
      expect(top.uid).toBe(toUid(top.id));
      expect(top.level).toBe(2);
      expect(top.url_path).toBe(top.url_key);
      expect(top.image).toBe(`${ORIGIN}/media/catalog/category/${top.url_key}.png`);
    }
    const smartphones = root.children[0]!.children[0]!;
    expect(smartphones.url_path).toBe('mobiles-tablets/smartphones');
    expect(smartphones.children.map((c) => c.url_path)).toContain(
      'mobiles-tablets/smartphones/android-phones',
    );
    expect(smartphones.breadcrumbs).toEqual([
      { category_uid: toUid(3), category_name: 'Mobiles & Tablets', category_level: 2 },
    ]);
  });

  it("has the 'Bill and Recharge' category with its biller children", () => {
    const bills = root.children.find((c) => c.url_key === 'bill-and-recharge');
    expect(bills?.name).toBe('Bill and Recharge');
    expect(bills?.children.map((c) => c.url_path)).toEqual(
      expect.arrayContaining([
        'bill-and-recharge/mobile-recharge',
        'bill-and-recharge/electricity',
        'bill-and-recharge/dth',
        'bill-and-recharge/broadband',
      ]),
    );
  });
});

describe('categories', () => {
  const SEARCH = `query Search($filters: CategoryFilterInput, $pageSize: Int, $currentPage: Int) {
    categories(filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
      total_count page_info { current_page page_size total_pages }
      items { uid name url_path relative_url redirect_code type url_suffix breadcrumbs { category_name } children { name } }
    }
  }`;
  type Result = {
    categories: { total_count: number; page_info: Record<string, number>; items: Record<string, unknown>[] };
  };
  const search = (variables: Record<string, unknown>) => shop.gql<Result>(SEARCH, variables);

  it('finds a category by url_key with its children and routing fields', async () => {
    const { data } = await search({ filters: { url_key: { eq: 'audio' } } });
    expect(data?.categories.total_count).toBe(1);
    expect(data?.categories.items[0]).toMatchObject({
      name: 'Audio',
      url_path: 'audio',
      relative_url: 'audio.html',
      redirect_code: 0,
      type: 'CATEGORY',
      url_suffix: '.html',
      breadcrumbs: null,
    });
    expect((data?.categories.items[0]?.children as unknown[]).length).toBe(4);
  });

  it('filters by ids, category_uid, parent_id, url_path and name', async () => {
    const byIds = await search({ filters: { ids: { in: ['3', '4', 'not-a-number'] } } });
    expect(byIds.data?.categories.items.map((c) => c.name)).toEqual(['Mobiles & Tablets', 'Smartphones']);
    const byUid = await search({ filters: { category_uid: { eq: toUid(3) } } });
    expect(byUid.data?.categories.items.map((c) => c.name)).toEqual(['Mobiles & Tablets']);
    const byParent = await search({ filters: { parent_id: { eq: '3' } } });
    expect(byParent.data?.categories.items.map((c) => c.name)).toEqual([
      'Smartphones',
      'Tablets',
      'Mobile Accessories',
    ]);
    const byPath = await search({ filters: { url_path: { eq: 'laptops/monitors' } } });
    expect(byPath.data?.categories.items.map((c) => c.name)).toEqual(['Monitors']);
    const byName = await search({ filters: { name: { match: 'phone' } } });
    expect(byName.data?.categories.items.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Smartphones', 'Android Phones', 'iPhones', 'Headphones']),
    );
    const exact = await search({ filters: { name: { match: 'audio', match_type: 'FULL' } } });
    expect(exact.data?.categories.items.map((c) => c.name)).toEqual(['Audio']);
  });

  it('pages the results', async () => {
    const { data } = await search({ filters: { parent_id: { eq: '2' } }, pageSize: 5, currentPage: 2 });
    expect(data?.categories.page_info).toEqual({ current_page: 2, page_size: 5, total_pages: 3 });
    expect(data?.categories.items).toHaveLength(5);
    expect(data?.categories.total_count).toBe(14);
  });

  it("answers bad paging and uids with Magento's input errors, never a server error", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
      [{ pageSize: 0 }, 'pageSize value must be greater than 0.'],
      [
        { filters: { parent_id: { eq: '2' } }, currentPage: 9 },
        'currentPage value 9 specified is greater than the 1 page(s) available.',
      ],
      [{ filters: { category_uid: { eq: '!!' } } }, 'Value of uid "!!" is incorrect.'],
    ];
    for (const [variables, message] of cases) {
      const { errors } = await search(variables);
      expect(errors).toEqual([
        expect.objectContaining({ message, extensions: { category: 'graphql-input' } }),
      ]);
    }
    const wrongType = await search({ pageSize: 'ten' });
    expect(wrongType.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value/);
  });

  it('returns no items for an unknown url_key', async () => {
    const { data, errors } = await search({ filters: { url_key: { eq: 'does-not-exist' } } });
    expect(errors).toBeUndefined();
    expect(data?.categories).toMatchObject({ total_count: 0, items: [] });
  });
});

describe('category (deprecated)', () => {
  it('loads one category by id and reports an unknown id as Magento does', async () => {
    const found = await shop.gql<{ category: { name: string } }>('{ category(id: 14) { name } }');
    expect(found.data?.category.name).toBe('Laptops & Computers');
    const missing = await shop.gql('{ category(id: 9999) { name } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: "Category doesn't exist",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

// Ports of Magento's GraphQl/Cms, GraphQl/Directory and GraphQl/UrlRewrite tests: CMS pages and blocks, the
// country query, and route() for products, categories, CMS pages and rewrites. One file for the three small areas
// (one seeded shop instead of three).
import { insertCmsBlock, insertCmsPage } from '../../magento/db/repositories/cms';
import { insertUrlRewrite } from '../../magento/db/repositories/url-rewrites';
import { error, fileShop, message, ok } from './helpers';

const shop = fileShop();

const PAGE = `query($id: Int, $identifier: String) { cmsPage(id: $id, identifier: $identifier) { url_key title content
  content_heading page_layout meta_title meta_description meta_keywords } }`;
const BLOCKS = `query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }`;
const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code type
  ... on SimpleProduct { name sku } ... on ConfigurableProduct { name sku } ... on CategoryTree { name uid }
  ... on CmsPage { title url_key page_layout content_heading } } }`;

const pageRow = (identifier: string) =>
  shop.db.prepare('SELECT * FROM cms_pages WHERE identifier = ?').get(identifier) as {
    page_id: number;
    title: string;
    content_heading: string | null;
    page_layout: string;
    meta_title: string | null;
    meta_description: string | null;
    meta_keywords: string | null;
  };

insertCmsPage(shop.db, {
  page_id: 9001,
  identifier: 'disabled-test-page',
  title: 'Disabled',
  content_heading: null,
  content: '<p>off</p>',
  page_layout: '1column',
  meta_title: null,
  meta_keywords: null,
  meta_description: null,
  is_active: 0,
});
insertCmsBlock(shop.db, {
  block_id: 9001,
  identifier: 'disabled_block',
  title: 'Off',
  content: '<p>off</p>',
  is_active: 0,
});
insertUrlRewrite(shop.db, {
  store_id: 1,
  request_path: 'disabled-test-page',
  target_path: 'cms/page/view/page_id/9001',
  redirect_type: 0,
  entity_type: 'cms-page',
  entity_id: 9001,
});
insertUrlRewrite(shop.db, {
  store_id: 1,
  request_path: 'non-exist-entity.html',
  target_path: 'catalog/product/view/id/999999',
  redirect_type: 0,
  entity_type: 'product',
  entity_id: 999999,
});

describe('cmsPage', () => {
  // Magento\GraphQl\Cms\CmsPageTest::testGetCmsPageById
  it('answers a page’s fields by id and by identifier', async () => {
    const row = pageRow('about-us');
    for (const args of [{ id: row.page_id }, { identifier: 'about-us' }]) {
      const page = ok(await shop.guest(PAGE, args)).cmsPage;
      expect(page).toMatchObject({
        url_key: 'about-us',
        title: row.title,
        content_heading: row.content_heading,
        page_layout: row.page_layout,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        meta_keywords: row.meta_keywords,
      });
      expect(typeof page.content).toBe('string');
    }
  });

  // Magento\GraphQl\Cms\CmsPageTest::testGetCmsPageWithoutId
  // Magento\GraphQl\Cms\CmsPageTest::testGetCmsPageByNonExistentId
  // Magento\GraphQl\Cms\CmsPageTest::testGetDisabledCmsPageById
  it('refuses no id, an unknown id and a disabled page', async () => {
    expect(message(await shop.guest(PAGE))).toBe('"Page id/identifier should be specified');
    expect(error(await shop.guest(PAGE, { id: 0 }))).toEqual({
      message: 'The CMS page with the "0" ID doesn\'t exist.',
      category: 'graphql-no-such-entity',
    });
    expect(message(await shop.guest(PAGE, { id: 9001 }))).toBe('No such entity.');
    expect(message(await shop.guest(PAGE, { identifier: 'disabled-test-page' }))).toBe('No such entity.');
  });
});

describe('cmsBlocks', () => {
  // Magento\GraphQl\Cms\CmsBlockTest::testGetCmsBlock
  // Magento\GraphQl\Cms\CmsBlockTest::testGetCmsBlockByBlockId
  it('answers a block by identifier and by its numeric id', async () => {
    const row = shop.db
      .prepare("SELECT block_id, title FROM cms_blocks WHERE identifier = 'bank-offers'")
      .get() as {
      block_id: number;
      title: string;
    };
    for (const id of ['bank-offers', String(row.block_id)]) {
      const [block] = ok(await shop.guest(BLOCKS, { ids: [id] })).cmsBlocks.items;
      expect(block).toMatchObject({ identifier: 'bank-offers', title: row.title });
    }
  });

  // Magento\GraphQl\Cms\CmsBlockTest::testGetDisabledCmsBlock
  // Magento\GraphQl\Cms\CmsBlockTest::testGetCmsBlocksWithoutIdentifiers
  // Magento\GraphQl\Cms\CmsBlockTest::testGetCmsBlockByNonExistentIdentifier
  it('refuses a disabled or unknown block, and no identifiers', async () => {
    expect(message(await shop.guest(BLOCKS, { ids: ['disabled_block'] }))).toBe(
      'The CMS block with the "disabled_block" ID doesn\'t exist.',
    );
    expect(message(await shop.guest(BLOCKS, { ids: [] }))).toBe(
      '"identifiers" of CMS blocks should be specified',
    );
    expect(message(await shop.guest(BLOCKS, { ids: ['nonexistent_id'] }))).toBe(
      'The CMS block with the "nonexistent_id" ID doesn\'t exist.',
    );
  });

  // Magento\GraphQl\Cms\CmsBlockTest::testGetEnabledAndDisabledCmsBlockInOneRequest
  it('answers the enabled block and an error for the disabled one in the same response', async () => {
    const res = await shop.guest(BLOCKS, { ids: ['bank-offers', 'disabled_block'] });
    expect(res.data.cmsBlocks.items[0].identifier).toBe('bank-offers');
    expect(res.data.cmsBlocks.items[1]).toBeNull();
    expect(res.errors?.[0]?.message).toBe('The CMS block with the "disabled_block" ID doesn\'t exist.');
  });
});

describe('country', () => {
  // Magento\GraphQl\Directory\CountryTest::testGetCountry
  // Magento\GraphQl\Directory\CountriesTest::testGetCountries
  // Magento\GraphQl\Directory\CountriesTest::testCheckCountriesForNullLocale
  it('answers the shop’s country with its regions', async () => {
    const res = ok(
      await shop.guest(`{ country(id: "IN") { id two_letter_abbreviation three_letter_abbreviation full_name_locale
        full_name_english available_regions { id code name } } countries { id full_name_locale } }`),
    );
    expect(res.country).toMatchObject({
      id: 'IN',
      two_letter_abbreviation: 'IN',
      three_letter_abbreviation: 'IND',
      full_name_english: 'India',
    });
    expect(res.country.available_regions[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
    });
    expect(res.countries).toEqual([{ id: 'IN', full_name_locale: 'India' }]);
  });

  // Magento\GraphQl\Directory\CountryTest::testGetCountryNotFoundException
  // Magento\GraphQl\Directory\CountryTest::testMissedInputParameterException
  it('refuses an unknown country and a missing id', async () => {
    expect(error(await shop.guest('{ country(id: "BLAH") { id } }'))).toEqual({
      message: "The country isn't available.",
      category: 'graphql-no-such-entity',
    });
    expect(message(await shop.guest('{ country { available_regions { code } } }'))).toBe(
      'Country "id" value should be specified',
    );
  });
});

describe('route', () => {
  const product = () =>
    shop.db
      .prepare(
        `SELECT p.entity_id, p.sku, p.name, r.request_path, r.target_path FROM products p
           JOIN url_rewrites r ON r.entity_type = 'product' AND r.entity_id = p.entity_id AND r.redirect_type = 0
          WHERE p.parent_id IS NULL AND p.status = 1 AND p.type_id = 'simple' ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as { sku: string; name: string; request_path: string; target_path: string };

  // Magento\GraphQl\UrlRewrite\RouteTest::testProductUrlResolver
  // Magento\GraphQl\UrlRewrite\RouteTest::testProductUrlWithNonSeoFriendlyUrlInput
  it('resolves a product by its URL and by its non-SEO path', async () => {
    const p = product();
    for (const url of [p.request_path, p.target_path]) {
      const res = ok(await shop.guest(ROUTE, { url })).route;
      expect(res).toMatchObject({
        name: p.name,
        sku: p.sku,
        relative_url: p.request_path,
        redirect_code: 0,
        type: 'PRODUCT',
      });
    }
  });

  // Magento\GraphQl\UrlRewrite\RouteTest::testCategoryUrlResolver
  it('resolves a category', async () => {
    const c = shop.db
      .prepare(
        `SELECT c.entity_id, c.name, r.request_path FROM categories c JOIN url_rewrites r
           ON r.entity_type = 'category' AND r.entity_id = c.entity_id AND r.redirect_type = 0 ORDER BY c.entity_id LIMIT 1`,
      )
      .get() as { entity_id: number; name: string; request_path: string };
    expect(ok(await shop.guest(ROUTE, { url: c.request_path })).route).toMatchObject({
      name: c.name,
      uid: Buffer.from(String(c.entity_id)).toString('base64'),
      relative_url: c.request_path,
      redirect_code: 0,
      type: 'CATEGORY',
    });
  });

  // Magento\GraphQl\UrlRewrite\RouteTest::testCMSPageUrlResolver
  // Magento\GraphQl\Cms\CmsPageErrorHandlingTest::testGetEnabledCmsPageReturnsData
  // Magento\GraphQl\Cms\CmsPageErrorHandlingTest::testGetDisabledCmsPageReturnsData
  it('resolves an enabled CMS page, and answers null for a disabled one', async () => {
    const row = pageRow('about-us');
    expect(ok(await shop.guest(ROUTE, { url: 'about-us' })).route).toMatchObject({
      __typename: 'CmsPage',
      title: row.title,
      url_key: 'about-us',
      relative_url: 'about-us',
      redirect_code: 0,
      type: 'CMS_PAGE',
    });
    expect(ok(await shop.guest(ROUTE, { url: 'disabled-test-page' })).route).toBeNull();
  });

  // Magento\GraphQl\UrlRewrite\RouteTest::testNonExistentEntityUrlRewrite
  // Magento\GraphQl\UrlRewrite\UrlResolverTest::testNonExistentEntityUrlRewrite
  it('answers a rewrite to an entity that is gone with Magento’s error', async () => {
    expect(error(await shop.guest(ROUTE, { url: 'non-exist-entity.html' }))).toEqual({
      message: 'No such entity found with matching URL key: non-exist-entity.html',
      category: 'graphql-no-such-entity',
    });
    const legacy = '{ urlResolver(url: "non-exist-entity.html") { id relative_url type } }';
    expect(error(await shop.guest(legacy))).toEqual({
      message: 'No such entity found with matching URL key: non-exist-entity.html',
      category: 'graphql-no-such-entity',
    });
  });
});

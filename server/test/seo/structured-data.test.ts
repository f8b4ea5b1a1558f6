// A public page's JSON-LD (server/storefront/seo/structured-data.ts), read back from its HTML by a structured-
// data extractor (@marbec/web-auto-extractor) and checked by a validator of Google's rich-result requirements
// (@adobe/structured-data-validator: Product snippets and merchant listings, Offer, AggregateOffer, price
// specifications, BreadcrumbList, ListItem, Organization), not only by the assertions of this file; and the
// validator is shown to fail what Google would refuse, so its silence means something.
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { scriptSafeJson } from '../../lib/escape-html';
import type { SeoPage } from '../../storefront/seo/page';
import { jsonLdTags, structuredData, type JsonLd } from '../../storefront/seo/structured-data';
import {
  BRAND_PAGE,
  CART_PAGE,
  categoryPage,
  CMS_PAGE,
  GALAXY,
  HEADPHONES,
  HOME_PAGE,
  HOSTILE,
  IPHONE,
  LISTED,
  NOT_FOUND_PAGE,
  ORIGIN,
  priceRange,
  productPage,
  searchPage,
} from './fixtures';

const html = (scripts: string) =>
  `<!doctype html><html><head><title>t</title>${scripts}</head><body><div id="root"></div></body></html>`;

/** The extractor's reading of a page, and the validator's issues with it. */
async function check(scripts: string) {
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(html(scripts));
  const jsonld = JSON.parse(JSON.stringify(extracted.jsonld)) as Record<string, JsonLd[]>;
  const issues = await new Validator().validate(extracted);
  return {
    jsonld,
    extractorErrors: extracted.errors,
    errors: issues.filter((issue) => issue.severity === 'ERROR'),
    warnings: issues.filter((issue) => issue.severity === 'WARNING'),
  };
}

/** Nodes written as the module writes them (for nodes a test has spoiled on purpose). */
const tagsOf = (nodes: JsonLd[]) =>
  nodes.map((node) => `<script type="application/ld+json">${scriptSafeJson(node)}</script>`).join('\n');

const fields = (issues: ValidationIssue[]) => issues.flatMap((issue) => issue.fieldNames ?? []);

/**
 * What Google only recommends and these products do not have (ratings and reviews: product-ratings.test.ts has a
 * product with them; certifications, audience, a product group, material, pattern, size, an MPN, an end date
 * for a special price): the validator's warnings may name these and nothing else.
 */
const RECOMMENDED_BUT_ABSENT = new Set([
  'aggregateRating',
  'review',
  'audience',
  'color',
  'hasCertification',
  'inProductGroupWithID',
  'isVariantOf',
  'material',
  'mpn',
  'pattern',
  'size',
  'subjectOf',
  'gtin',
  'gtin8',
  'gtin12',
  'gtin13',
  'gtin14',
  'isbn',
  'priceValidUntil',
  'brand',
]);

const PUBLIC_PAGES: [string, SeoPage, string[]][] = [
  ['a simple product on a special price', productPage(IPHONE), ['Product', 'BreadcrumbList']],
  ['a configurable product', productPage(GALAXY), ['Product', 'BreadcrumbList']],
  ['a product out of stock', productPage(HEADPHONES), ['Product', 'BreadcrumbList']],
  ['a category', categoryPage(), ['BreadcrumbList', 'ItemList']],
  ['home', HOME_PAGE, ['Organization', 'WebSite']],
  ['a CMS page', CMS_PAGE, ['WebPage']],
  ['a search', searchPage('iphone'), ['SearchResultsPage']],
  ['a brand', BRAND_PAGE, ['CollectionPage', 'BreadcrumbList', 'ItemList']],
];

describe('every public page passes the rich-result validator', () => {
  it.each(PUBLIC_PAGES)('%s', async (_, page, types) => {
    const tags = jsonLdTags(page);
    const result = await check(tags);
    expect(result.extractorErrors).toEqual([]);
    expect(Object.keys(result.jsonld).sort()).toEqual([...types].sort());
    expect(result.errors).toEqual([]);
    expect(fields(result.warnings).filter((field) => !RECOMMENDED_BUT_ABSENT.has(field))).toEqual([]);
    // What the extractor read is what the module built.
    expect(Object.values(result.jsonld).flat()).toEqual(
      expect.arrayContaining(structuredData(page).map((node) => expect.objectContaining(node))),
    );
    expect(tags.split('\n')).toHaveLength(types.length);
  });

  it('a product snippet is complete for Google: name, image, description, sku, brand, GTIN, offer', async () => {
    const { warnings } = await check(jsonLdTags(productPage(IPHONE)));
    const warned = fields(warnings);
    for (const field of ['name', 'image', 'offers', 'description', 'sku', 'brand', 'gtin', 'color'])
      expect(warned).not.toContain(field);
    for (const field of ['price', 'priceCurrency', 'availability']) expect(warned).not.toContain(field);
  });
});

const productNode = (page: SeoPage) => structuredData(page).find((node) => node['@type'] === 'Product')!;

describe('products', () => {
  it('a special price: the price paid, in INR, with the list price struck through', () => {
    expect(productNode(productPage(IPHONE))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${ORIGIN}/apple-iphone-15-128-gb-black.html#product`,
      name: 'Apple iPhone 15 (128 GB) - Black',
      image: [
        `${ORIGIN}/media/catalog/product/a/p/apple-iphone-15-black.jpg`,
        `${ORIGIN}/media/catalog/product/a/p/apple-iphone-15-black-back.jpg`,
      ],
      description: 'iPhone 15. Newphoria.',
      sku: 'APL-IP15-128-BLK',
      gtin: '0195949036118',
      brand: { '@type': 'Brand', name: 'Apple' },
      color: 'Black',
      url: `${ORIGIN}/apple-iphone-15-128-gb-black.html`,
      offers: {
        '@type': 'Offer',
        price: 71999,
        priceCurrency: 'INR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: 79900,
          priceCurrency: 'INR',
        },
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${ORIGIN}/apple-iphone-15-128-gb-black.html`,
      },
    });
  });

  it('no special price: a plain Offer, without a strikethrough price', () => {
    const offers = productNode(
      productPage({ ...IPHONE, special_price: null, price_range: priceRange(79900, 79900) }),
    ).offers as JsonLd;
    expect(offers.price).toBe(79900);
    expect(offers).not.toHaveProperty('priceSpecification');
  });

  it('a configurable product: an AggregateOffer over its variants’ prices, in stock while one is', () => {
    const node = productNode(productPage(GALAXY));
    expect(node.brand).toEqual({ '@type': 'Brand', name: 'Samsung' });
    expect(node.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 74999,
      highPrice: 89999,
      offerCount: 3,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: `${ORIGIN}/samsung-galaxy-s24-5g.html`,
    });
    const soldOut = {
      ...GALAXY,
      variants: GALAXY.variants!.map((v) => ({
        product: { ...v!.product!, stock_status: 'OUT_OF_STOCK' as const },
      })),
    };
    expect((productNode(productPage(soldOut)).offers as JsonLd).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    const withoutVariants = { ...GALAXY, variants: [] };
    expect(productNode(productPage(withoutVariants)).offers).toMatchObject({
      lowPrice: 74999,
      highPrice: 89999,
    });
  });

  it('a product out of stock says so; its description is its text without styles or widgets', () => {
    const node = productNode(productPage(HEADPHONES));
    expect((node.offers as JsonLd).availability).toBe('https://schema.org/OutOfStock');
    expect((node.offers as JsonLd).price).toBe(1499);
    expect(node.description).toBe('Up to 15 hours of playback, 40 mm drivers and a padded headband.');
    expect(node).not.toHaveProperty('brand');
  });

  it('a product without a price claims none: no Product, only its trail', () => {
    const page = productPage({
      ...IPHONE,
      price_range: {
        minimum_price: {
          regular_price: { value: null, currency: null },
          final_price: { value: null, currency: null },
        },
        maximum_price: null,
      },
    });
    expect(structuredData(page).map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });

  it('its trail: a BreadcrumbList with positions 1..n and absolute URLs', () => {
    const trail = structuredData(productPage(IPHONE)).find((node) => node['@type'] === 'BreadcrumbList');
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Mobiles', item: `${ORIGIN}/mobiles.html` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Apple iPhone 15 (128 GB) - Black',
          item: `${ORIGIN}/apple-iphone-15-128-gb-black.html`,
        },
      ],
    });
  });
});

describe('listings, home and the rest', () => {
  it('a category: its trail and an ItemList of the products it shows', () => {
    const [trail, list] = structuredData(categoryPage());
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2 }],
    });
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Mobiles',
      numberOfItems: LISTED.length,
      itemListElement: LISTED.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: product.url,
        name: product.name,
      })),
    });
    expect(structuredData(categoryPage({ products: [] })).map((n) => n['@type'])).toEqual(['BreadcrumbList']);
  });

  it('home: the store as an Organization, and a WebSite searched at /search.html?query=', () => {
    const [organization, website] = structuredData(HOME_PAGE);
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Zepp Store',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/logo/default/zepp-store.png`,
      description: HOME_PAGE.store.description,
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Zepp Store',
      url: `${ORIGIN}/`,
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search.html?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('a CMS page, a search, a brand', () => {
    expect(structuredData(CMS_PAGE)).toEqual([
      expect.objectContaining({ '@type': 'WebPage', name: 'About Us', url: `${ORIGIN}/about-us` }),
    ]);
    expect(structuredData(searchPage('iphone'))).toEqual([
      expect.objectContaining({ '@type': 'SearchResultsPage', name: "Results for 'iphone'" }),
    ]);
    const [page, trail, list] = structuredData(BRAND_PAGE);
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      about: { '@type': 'Brand', name: 'Samsung', logo: `${ORIGIN}/media/brands/samsung.png` },
    });
    expect(trail).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Samsung', item: BRAND_PAGE.url }],
    });
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
  });

  it('private pages and pages not found have none', () => {
    expect(structuredData(CART_PAGE)).toEqual([]);
    expect(jsonLdTags(CART_PAGE)).toBe('');
    expect(structuredData(NOT_FOUND_PAGE)).toEqual([]);
    expect(jsonLdTags(NOT_FOUND_PAGE)).toBe('');
  });
});

describe('escaping', () => {
  it('a hostile name cannot end its script, and reads back as it was', async () => {
    const page = productPage({ ...IPHONE, name: HOSTILE });
    const tags = jsonLdTags(page);
    expect(tags).not.toMatch(/<\/script><script>alert/i);
    expect(tags.match(/<script/g)).toHaveLength(2);
    expect(tags.match(/<\/script>/g)).toHaveLength(2);
    const result = await check(tags);
    expect(result.extractorErrors).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.jsonld.Product![0]!.name).toBe(HOSTILE);
    const crumbs = result.jsonld.BreadcrumbList![0]!.itemListElement as JsonLd[];
    expect(crumbs[2]!.name).toBe(HOSTILE);
  });

  it('the same name in plain JSON would have broken the page: the validator says so', async () => {
    const node = productNode(productPage({ ...IPHONE, name: HOSTILE }));
    const unsafe = `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
    const result = await check(unsafe);
    expect(result.errors.map((issue) => issue.issueMessage)).toContain('Could not parse JSON-LD');
  });
});

describe('the validator fails what Google refuses', () => {
  const spoiled = (change: (product: JsonLd) => void, product = IPHONE) => {
    const node = structuredClone(productNode(productPage(product)));
    change(node);
    return tagsOf([node]);
  };

  it('a Product without offers', async () => {
    const { errors } = await check(spoiled((product) => delete product.offers));
    expect(fields(errors)).toEqual(expect.arrayContaining(['offers']));
  });

  // A plain Offer: the validator takes a priceSpecification's price for the Offer's (as schema.org allows),
  // so it would let a struck-through price stand in; the module always writes `price` itself.
  it('an Offer without a price', async () => {
    const { errors } = await check(spoiled((product) => delete (product.offers as JsonLd).price, HEADPHONES));
    expect(fields(errors)).toEqual(expect.arrayContaining(['price']));
  });

  it('a price written for people, not a number', async () => {
    const { errors } = await check(
      spoiled((product) => ((product.offers as JsonLd).price = '₹1,499'), HEADPHONES),
    );
    expect(errors.map((issue) => issue.issueMessage).join('\n')).toMatch(/price/);
  });

  it('a Product without a name or a picture', async () => {
    const { errors } = await check(
      spoiled((product) => {
        delete product.name;
        delete product.image;
      }),
    );
    expect(fields(errors)).toEqual(expect.arrayContaining(['name', 'image']));
  });

  it('an AggregateOffer without its lowest price or currency', async () => {
    const node = structuredClone(productNode(productPage(GALAXY)));
    delete (node.offers as JsonLd).lowPrice;
    (node.offers as JsonLd).priceCurrency = 'Rs';
    const { errors } = await check(tagsOf([node]));
    expect(fields(errors)).toEqual(expect.arrayContaining(['lowPrice', 'priceCurrency']));
  });

  it('a strikethrough price without a price', async () => {
    const { errors } = await check(
      spoiled((product) => delete ((product.offers as JsonLd).priceSpecification as JsonLd).price),
    );
    expect(fields(errors)).toEqual(expect.arrayContaining(['price']));
  });

  it('a trail item without a name', async () => {
    const trail = structuredClone(structuredData(productPage(IPHONE))[1]!);
    delete ((trail.itemListElement as JsonLd[])[1] as JsonLd).name;
    const { errors } = await check(tagsOf([trail]));
    expect(fields(errors)).toEqual(expect.arrayContaining(['name']));
  });
});

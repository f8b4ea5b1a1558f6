/**
 * @jest-environment jest-fixed-jsdom
 */
// A public page's head (server/storefront/seo/head.ts), read back the way a browser or a crawler reads it: with
// an HTML parser (jsdom's DOMParser), not by matching strings. The title is the app's own (SPEC 2.3), the
// description never empty, canonical and robots as the page says, Open Graph and the Twitter card complete,
// prices in INR, and nothing a product's or a search's name holds can leave the attribute it is written in.
import { escapeHtml } from '../../lib/escape-html';
import { pageTitle as hintTitle } from '../../storefront/html/page-title';
import { headTags, pageDescription, type HeadTags } from '../../storefront/seo/head';
import type { SeoPage } from '../../storefront/seo/page';
import { clip, htmlText } from '../../storefront/seo/text';
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
  NOT_FOUND_PAGE,
  ORIGIN,
  productPage,
  searchPage,
  STORE,
} from './fixtures';

interface ReadHead {
  title: string;
  /** The content of the one meta tag with this name or property (fails when there are several). */
  meta(key: string): string | undefined;
  link(rel: string): string | undefined;
  /** Every element of the head, as tag names. */
  elements: string[];
  body: string;
}

function read(head: HeadTags): ReadHead {
  const html = `<!doctype html><html><head><title>${escapeHtml(head.title)}</title>\n${head.tags}\n</head><body></body></html>`;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const metas = new Map<string, string[]>();
  doc.head.querySelectorAll('meta').forEach((element) => {
    const key = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
    metas.set(key, [...(metas.get(key) ?? []), element.getAttribute('content') ?? '']);
  });
  return {
    title: doc.title,
    meta(key) {
      const values = metas.get(key) ?? [];
      if (values.length > 1) throw new Error(`${values.length} meta tags ${key}`);
      return values[0];
    },
    link(rel) {
      const links = doc.head.querySelectorAll(`link[rel="${rel}"]`);
      if (links.length > 1) throw new Error(`${links.length} links ${rel}`);
      return links[0]?.getAttribute('href') ?? undefined;
    },
    elements: [...doc.head.children].map((element) => element.tagName.toLowerCase()),
    body: doc.body.innerHTML,
  };
}

const headOf = (page: SeoPage) => read(headTags(page));

/** The query of an image URL as an object, with its path. */
function imageParts(url: string | undefined) {
  const parsed = new URL(url ?? '');
  return { origin: parsed.origin, path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
}

describe('a simple product on a special price', () => {
  const page = productPage(IPHONE);
  const head = headOf(page);

  it('is titled by the product’s name, a dash and the store’s name, as the app titles it', () => {
    expect(headTags(page).title).toBe('Apple iPhone 15 (128 GB) - Black - Zepp Store');
    expect(head.title).toBe('Apple iPhone 15 (128 GB) - Black - Zepp Store');
  });

  it('is described by its short description as text, clipped on a word to 160 characters', () => {
    const description = head.meta('description')!;
    expect(description).toMatch(
      /^The iPhone 15 brings Dynamic Island, a 48 MP main camera & USB‑C\. 6\.1-inch /,
    );
    expect(description).not.toMatch(/<|&amp;|&nbsp;/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/\w…$/);
    expect(htmlText(IPHONE.short_description!.html)).toContain(description.slice(0, -1));
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('twitter:description')).toBe(description);
  });

  it('links its canonical URL and is not kept from indexing', () => {
    expect(head.link('canonical')).toBe(`${ORIGIN}/apple-iphone-15-128-gb-black.html`);
    expect(head.meta('robots')).toBeUndefined();
  });

  it('is an Open Graph product with its price paid and list price in INR, and in stock', () => {
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/apple-iphone-15-128-gb-black.html`);
    expect(head.meta('og:title')).toBe('Apple iPhone 15 (128 GB) - Black');
    expect(head.meta('og:site_name')).toBe('Zepp Store');
    expect(head.meta('og:locale')).toBe('en_IN');
    expect(head.meta('product:price:amount')).toBe('71999.00');
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('product:original_price:amount')).toBe('79900.00');
    expect(head.meta('product:original_price:currency')).toBe('INR');
    expect(head.meta('product:availability')).toBe('in stock');
    expect(head.meta('og:availability')).toBe('instock');
    expect(head.meta('product:condition')).toBe('new');
    expect(head.meta('product:retailer_item_id')).toBe('APL-IP15-128-BLK');
  });

  it('shows its main picture 1200 wide in the shop’s product frame, as JPEG whatever the crawler accepts', () => {
    const image = imageParts(head.meta('og:image'));
    expect(image).toEqual({
      origin: ORIGIN,
      path: '/media/catalog/product/a/p/apple-iphone-15-black.jpg',
      params: { format: 'pjpg', width: '1200', height: '1500', quality: '85', fit: 'cover' },
    });
    expect(head.meta('og:image:secure_url')).toBe(head.meta('og:image'));
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('1500');
    expect(head.meta('og:image:alt')).toBe('iPhone 15 in black');
  });

  it('has a large Twitter card with the same title, description and picture', () => {
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe(head.meta('og:title'));
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.meta('twitter:image:alt')).toBe('iPhone 15 in black');
  });

  it('writes only meta and link elements, one a line, after the title', () => {
    expect(head.elements[0]).toBe('title');
    expect(new Set(head.elements.slice(1))).toEqual(new Set(['meta', 'link']));
    expect(head.body).toBe('');
    for (const line of headTags(page).tags.split('\n')) expect(line).toMatch(/^<(meta|link) [^<>]*>$/);
  });
});

describe('a configurable product', () => {
  const head = headOf(productPage(GALAXY));

  it('is priced from its cheapest variant, without a list price', () => {
    expect(head.meta('product:price:amount')).toBe('74999.00');
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('product:original_price:amount')).toBeUndefined();
    expect(head.meta('product:availability')).toBe('in stock');
  });

  it('is described by its meta description, and shared under its meta title; the <title> stays the app’s', () => {
    expect(head.meta('description')).toBe(GALAXY.meta_description);
    expect(head.meta('og:title')).toBe('Buy Samsung Galaxy S24 5G Online | Zepp Store');
    expect(head.meta('twitter:title')).toBe('Buy Samsung Galaxy S24 5G Online | Zepp Store');
    expect(head.title).toBe('Samsung Galaxy S24 5G - Zepp Store');
  });

  it('keeps a PNG picture PNG, with the product’s name as its alt text', () => {
    expect(imageParts(head.meta('og:image')).params.format).toBe('png');
    expect(head.meta('og:image:alt')).toBe('Samsung Galaxy S24 5G');
  });
});

describe('a product out of stock', () => {
  const head = headOf(productPage(HEADPHONES));

  it('says so', () => {
    expect(head.meta('product:availability')).toBe('out of stock');
    expect(head.meta('og:availability')).toBe('oos');
    expect(head.meta('product:price:amount')).toBe('1499.00');
  });

  it('is described by its description’s text, without styles or Magento widgets', () => {
    expect(head.meta('description')).toBe('Up to 15 hours of playback, 40 mm drivers and a padded headband.');
  });

  it('without any text of its own, is summed up with its price', () => {
    const bare = headOf(productPage({ ...HEADPHONES, description: null }));
    expect(bare.meta('description')).toBe(
      'Buy boAt Rockerz 450 Bluetooth On-Ear Headphones at Zepp Store for ₹1,499.',
    );
    const configurable = headOf(
      productPage({ ...GALAXY, meta_description: null, short_description: null, description: null }),
    );
    expect(configurable.meta('description')).toBe('Buy Samsung Galaxy S24 5G at Zepp Store from ₹74,999.');
  });
});

describe('titles are the app’s own (SPEC 2.3)', () => {
  it.each<[string, SeoPage, string]>([
    ['home', HOME_PAGE, 'Home - Zepp Store'],
    ['a category', categoryPage(), 'Mobiles - Zepp Store'],
    ['a CMS page', CMS_PAGE, 'About Us - Zepp Store'],
    ['a search', searchPage('iphone'), 'Search - Zepp Store'],
    ['a brand', BRAND_PAGE, 'Samsung - Zepp Store'],
    ['the cart', CART_PAGE, 'Shopping Cart - Zepp Store'],
    ['a private page the server cannot name', { ...CART_PAGE, title: null }, 'Zepp Store'],
    ['a page not found', NOT_FOUND_PAGE, 'Page Not Found - Zepp Store'],
  ])('%s', (_, page, title) => {
    expect(headTags(page).title).toBe(title);
  });

  it('a store without a name yet ends them with the app’s default', () => {
    const page = { ...HOME_PAGE, store: { ...STORE, name: '' } };
    expect(headTags(page).title).toBe('Home - Default Store View');
  });

  it('match the titles the page hints computed for the same answers', () => {
    const store = {
      operation: 'GetStoreName',
      variables: {},
      data: { storeConfig: { store_name: 'Zepp Store' } },
    };
    const route = (data: Record<string, unknown>) => ({
      operation: 'ResolveUrl',
      variables: { url: '/x' },
      data: { route: { redirect_code: 0, ...data } },
    });
    expect(headTags(HOME_PAGE).title).toBe(hintTitle('/', [store]));
    expect(headTags(searchPage('iphone')).title).toBe(hintTitle('/search.html', [store]));
    expect(headTags(productPage(IPHONE)).title).toBe(
      hintTitle('/x', [store, route({ type: 'PRODUCT', name: IPHONE.name })]),
    );
    expect(headTags(CMS_PAGE).title).toBe(
      hintTitle('/x', [store, route({ type: 'CMS_PAGE', title: 'About Us' })]),
    );
    expect(headTags(categoryPage()).title).toBe(
      hintTitle('/x', [store, route({ type: 'CATEGORY', name: 'Mobiles' })]),
    );
  });
});

describe('a category', () => {
  it('is described by its meta description, else its description’s text, else the products it shows', () => {
    const withMeta = categoryPage({
      category: { ...categoryPage().category, meta_description: 'Mobiles from every brand.' },
    });
    expect(headOf(withMeta).meta('description')).toBe('Mobiles from every brand.');
    const withText = categoryPage({
      category: { ...categoryPage().category, description: '<p>5G phones &amp; more</p>' },
    });
    expect(headOf(withText).meta('description')).toBe('5G phones & more');
    expect(headOf(categoryPage()).meta('description')).toBe(
      'Shop Mobiles at Zepp Store: Apple iPhone 15 (128 GB) - Black, Samsung Galaxy S24 5G and boAt Rockerz 450 Bluetooth On-Ear Headphones, and more.',
    );
  });

  it('links its canonical URL and the pages before and after it', () => {
    const head = headOf(categoryPage());
    expect(head.link('canonical')).toBe(`${ORIGIN}/mobiles.html?page=2`);
    expect(head.link('prev')).toBe(`${ORIGIN}/mobiles.html`);
    expect(head.link('next')).toBe(`${ORIGIN}/mobiles.html?page=3`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('product:price:amount')).toBeUndefined();
  });

  it('shows its own image in the 1.91:1 frame, else its first product’s picture', () => {
    const withImage = headOf(
      categoryPage({
        category: { ...categoryPage().category, image: '/media/catalog/category/mobiles.jpg' },
      }),
    );
    expect(imageParts(withImage.meta('og:image'))).toMatchObject({
      origin: ORIGIN,
      path: '/media/catalog/category/mobiles.jpg',
      params: { width: '1200', height: '630', fit: 'cover' },
    });
    expect(withImage.meta('og:image:height')).toBe('630');
    expect(withImage.meta('og:image:alt')).toBe('Mobiles');

    const head = headOf(categoryPage());
    expect(imageParts(head.meta('og:image')).path).toBe(
      '/media/catalog/product/a/p/apple-iphone-15-black.jpg',
    );
    expect(head.meta('og:image:alt')).toBe('Apple iPhone 15 (128 GB) - Black');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });
});

describe('home, CMS pages, searches, brands', () => {
  it('home: the store’s description, its name as the shared title, its logo as it is', () => {
    const head = headOf(HOME_PAGE);
    expect(head.meta('description')).toBe(STORE.description);
    expect(head.meta('og:title')).toBe('Zepp Store');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(head.link('canonical')).toBe(`${ORIGIN}/`);
    expect(head.meta('og:image')).toBe(STORE.logo);
    expect(head.meta('og:image:width')).toBeUndefined();
    expect(head.meta('og:image:alt')).toBe('Zepp Store');
    expect(head.meta('twitter:card')).toBe('summary');
  });

  it('a CMS page: its meta description, else its content’s text', () => {
    expect(headOf(CMS_PAGE).meta('description')).toBe(
      'Who we are Zepp Store has sold electronics across India since 2012.',
    );
    const withMeta = { ...CMS_PAGE, page: { ...CMS_PAGE.page, meta_description: 'Our story.' } };
    expect(headOf(withMeta).meta('description')).toBe('Our story.');
  });

  it('a search: its results summed up; an empty one is not indexed and has no canonical link', () => {
    const head = headOf(searchPage('iphone'));
    expect(head.meta('description')).toBe(
      // Clipped to 160 characters on a word.
      "Results for 'iphone' at Zepp Store: 4 products, including Apple iPhone 15 (128 GB) - Black, Samsung Galaxy S24 5G and boAt Rockerz 450 Bluetooth On-Ear…",
    );
    expect(head.meta('og:title')).toBe("Results for 'iphone'");
    expect(head.link('canonical')).toBe(`${ORIGIN}/search.html?query=iphone`);

    const empty = headOf(searchPage('', []));
    expect(empty.meta('robots')).toBe('noindex, follow');
    expect(empty.link('canonical')).toBeUndefined();
    expect(empty.meta('og:url')).toBe(`${ORIGIN}/search.html?query=`);
    expect(empty.meta('description')).toBe('Search the products of Zepp Store.');

    const none = headOf(searchPage('zzz', []));
    expect(none.meta('description')).toBe(
      "We couldn't find any products for 'zzz'. Browse the products of Zepp Store.",
    );
  });

  it('a brand: its products summed up, its logo made absolute', () => {
    const head = headOf(BRAND_PAGE);
    expect(head.meta('description')).toBe('Shop Samsung products at Zepp Store: Samsung Galaxy S24 5G.');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/media/brands/samsung.png`);
    expect(head.meta('og:image:alt')).toBe('Samsung logo');
  });

  it('a private page and a page not found: robots as the page says, no canonical link', () => {
    const cart = headOf(CART_PAGE);
    expect(cart.meta('robots')).toBe('noindex, nofollow');
    expect(cart.link('canonical')).toBeUndefined();
    expect(cart.meta('og:url')).toBe(`${ORIGIN}/cart`);
    const missing = headOf(NOT_FOUND_PAGE);
    expect(missing.meta('robots')).toBe('noindex');
    expect(missing.meta('description')).toBe(
      "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
    );
  });

  it('a picture no preview reads (an SVG logo) is left out, and the card is the small one', () => {
    const head = headOf({
      ...HOME_PAGE,
      store: { ...STORE, logo: `${ORIGIN}/media/logo/zepp.svg` },
    });
    expect(head.meta('og:image')).toBeUndefined();
    expect(head.meta('twitter:image')).toBeUndefined();
    expect(head.meta('twitter:card')).toBe('summary');
  });
});

describe('descriptions are never empty', () => {
  const bareStore = { ...STORE, description: null, logo: null };
  const pages: [string, SeoPage][] = [
    ['home', { ...HOME_PAGE, store: bareStore, content: null }],
    [
      'product',
      productPage(
        {
          ...IPHONE,
          short_description: { html: '<p> </p>' },
          description: null,
          price_range: {
            minimum_price: {
              regular_price: { value: null, currency: null },
              final_price: { value: null, currency: null },
            },
            maximum_price: null,
          },
        },
        { store: bareStore },
      ),
    ],
    ['category', categoryPage({ store: bareStore, products: [] })],
    ['cms', { ...CMS_PAGE, store: bareStore, page: { ...CMS_PAGE.page, content: '{{widget}}' } }],
    ['search', { ...searchPage(''), store: bareStore }],
    ['brand', { ...BRAND_PAGE, store: bareStore, products: [] }],
    ['private', { ...CART_PAGE, store: bareStore, title: null }],
    ['not-found', { ...NOT_FOUND_PAGE, store: bareStore }],
  ];

  it.each(pages)('%s', (_, page) => {
    const head = headOf(page);
    const description = head.meta('description') ?? '';
    expect(description.trim()).not.toBe('');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(pageDescription(page)).toBe(description);
    expect(head.meta('og:description')).toBe(description);
  });

  it('even without a store name', () => {
    const page = { ...NOT_FOUND_PAGE, store: { ...bareStore, name: '' } };
    expect(pageDescription(page)).not.toBe('');
  });
});

describe('escaping', () => {
  it('a hostile product name stays inside its text and attributes', () => {
    const product = {
      ...IPHONE,
      name: HOSTILE,
      meta_description: HOSTILE,
      image: { url: IPHONE.image!.url, label: HOSTILE },
    };
    const { title, tags } = headTags(productPage(product));
    expect(tags).not.toMatch(/<script|<b>|"Tom"/i);
    expect(title).toBe(`${HOSTILE} - Zepp Store`);
    const head = read({ title, tags });
    expect(head.title).toBe(`${HOSTILE} - Zepp Store`);
    expect(head.meta('og:title')).toBe(HOSTILE);
    expect(head.meta('description')).toBe(HOSTILE);
    expect(head.meta('og:image:alt')).toBe(HOSTILE);
    expect(head.meta('twitter:title')).toBe(HOSTILE);
    expect(head.elements.filter((e) => e === 'script')).toEqual([]);
    expect(head.body).toBe('');
  });

  it('a search term and URL with quotes and ampersands are escaped', () => {
    const page = searchPage(`"a" & <b>`);
    const { tags } = headTags(page);
    expect(tags).toContain('&quot;a&quot; &amp; &lt;b&gt;');
    const head = read(headTags(page));
    expect(head.meta('og:title')).toBe(`Results for '"a" & <b>'`);
    expect(head.meta('og:url')).toBe(page.url);
  });

  it('a store name with an ampersand', () => {
    const page = { ...HOME_PAGE, store: { ...STORE, name: 'Tom & Jerry "Shop"' } };
    const head = headOf(page);
    expect(headTags(page).tags).toContain('content="Tom &amp; Jerry &quot;Shop&quot;"');
    expect(head.meta('og:site_name')).toBe('Tom & Jerry "Shop"');
    expect(head.title).toBe('Home - Tom & Jerry "Shop"');
  });
});

describe('text', () => {
  it('clips on a word with an ellipsis, within the limit', () => {
    expect(clip('short text')).toBe('short text');
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(clip('a'.repeat(200), 20)).toBe(`${'a'.repeat(19)}…`);
    expect(clip('Price, tax included, and delivery: free', 21)).toBe('Price, tax included…');
  });

  it('reads HTML as text: entities decoded, tags, comments, scripts and directives gone', () => {
    expect(
      htmlText(
        '<p>A&amp;B&nbsp;&#8377;1&#x2c;499</p><!-- x --><script>alert(1)</script>{{widget id="1"}}<br>C &lt;3',
      ),
    ).toBe('A&B ₹1,499 C <3');
    expect(htmlText(null)).toBe('');
  });
});

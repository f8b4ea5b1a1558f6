// Public pages as load.ts gathers them (page.ts), with believable INR products: a simple phone on a special
// price, a configurable phone whose variants cost differently (one sold out), a pair of headphones out of stock.
import type { SeoProductData, SeoPriceRangeData } from '../../storefront/seo/api/seo.graphql';
import type { ListedProduct, SeoPage, SeoStore } from '../../storefront/seo/page';

export const ORIGIN = 'https://shop.example.com';

/** The page of one kind. */
export type PageOf<K extends SeoPage['kind']> = Extract<SeoPage, { kind: K }>;

export const STORE: SeoStore = {
  code: 'default',
  name: 'Zepp Store',
  description:
    'Phones, laptops, TVs and home appliances at the best prices in India, delivered to your door.',
  logo: `${ORIGIN}/media/logo/default/zepp-store.png`,
  origin: ORIGIN,
  currency: 'INR',
  locale: 'en_IN',
};

const inr = (value: number | null) => ({ value, currency: 'INR' });

export function priceRange(
  regular: number,
  final: number,
  maxRegular = regular,
  maxFinal = final,
): SeoPriceRangeData {
  return {
    minimum_price: { regular_price: inr(regular), final_price: inr(final) },
    maximum_price: { regular_price: inr(maxRegular), final_price: inr(maxFinal) },
  };
}

const BASE_PRODUCT: SeoProductData = {
  uid: 'MQ==',
  sku: null,
  name: null,
  url_key: null,
  type: 'PRODUCT',
  relative_url: null,
  redirect_code: 0,
  __typename: 'SimpleProduct',
  meta_title: null,
  meta_description: null,
  short_description: null,
  description: null,
  stock_status: 'IN_STOCK',
  special_price: null,
  price_range: priceRange(0, 0),
  image: null,
  media_gallery: null,
  categories: null,
  custom_attributesV2: { items: [] },
};

/** Apple iPhone 15 on a special price: ₹79,900 struck through, ₹71,999 paid. */
export const IPHONE: SeoProductData = {
  ...BASE_PRODUCT,
  uid: 'MTAx',
  sku: 'APL-IP15-128-BLK',
  name: 'Apple iPhone 15 (128 GB) - Black',
  url_key: 'apple-iphone-15-128-gb-black',
  relative_url: 'apple-iphone-15-128-gb-black.html',
  short_description: {
    html:
      '<p>The <strong>iPhone&nbsp;15</strong> brings Dynamic Island, a 48&#8239;MP main camera &amp; USB&#8209;C.</p>' +
      '<ul><li>6.1-inch Super Retina XDR display</li><li>A16 Bionic chip</li>' +
      '<li>All-day battery life with up to 20 hours of video playback and fast charging to 50% in around 30 minutes</li></ul>',
  },
  description: { html: '<p>iPhone 15. Newphoria.</p>' },
  special_price: 71999,
  price_range: priceRange(79900, 71999),
  image: {
    url: `${ORIGIN}/media/catalog/product/a/p/apple-iphone-15-black.jpg`,
    label: 'iPhone 15 in black',
  },
  custom_attributesV2: {
    items: [
      { code: 'brand', selected_options: [{ label: 'Apple' }] },
      { code: 'color', selected_options: [{ label: 'Black' }] },
      { code: 'ean', value: '0195949036118' },
    ],
  },
};

const variant = (sku: string, name: string, price: number, stock: 'IN_STOCK' | 'OUT_OF_STOCK') => ({
  product: { uid: sku, sku, name, stock_status: stock, price_range: priceRange(price, price) },
});

/** Samsung Galaxy S24 in three storage sizes: ₹74,999 to ₹89,999; the 512 GB one is sold out. */
export const GALAXY: SeoProductData = {
  ...BASE_PRODUCT,
  uid: 'MjAy',
  sku: 'SAM-S24',
  name: 'Samsung Galaxy S24 5G',
  url_key: 'samsung-galaxy-s24-5g',
  relative_url: 'samsung-galaxy-s24-5g.html',
  __typename: 'ConfigurableProduct',
  meta_title: 'Buy Samsung Galaxy S24 5G Online | Zepp Store',
  meta_description:
    'Samsung Galaxy S24 5G with Galaxy AI, in 128, 256 and 512 GB. Free delivery and easy EMI.',
  short_description: { html: '<p>Galaxy AI is here.</p>' },
  description: {
    html: '<p>Meet Galaxy S24 5G: a 6.2-inch Dynamic AMOLED 2X display & Snapdragon power.</p>',
  },
  price_range: priceRange(74999, 74999, 89999, 89999),
  image: { url: `${ORIGIN}/media/catalog/product/s/a/samsung-galaxy-s24.png`, label: null },
  custom_attributesV2: { items: [{ code: 'manufacturer', selected_options: [{ label: 'Samsung' }] }] },
  variants: [
    variant('SAM-S24-128', 'Samsung Galaxy S24 5G 128 GB', 79999, 'IN_STOCK'),
    variant('SAM-S24-256', 'Samsung Galaxy S24 5G 256 GB', 74999, 'IN_STOCK'),
    variant('SAM-S24-512', 'Samsung Galaxy S24 5G 512 GB', 89999, 'OUT_OF_STOCK'),
  ],
};

/** boAt Rockerz 450, sold out, with neither meta nor short description. */
export const HEADPHONES: SeoProductData = {
  ...BASE_PRODUCT,
  uid: 'MzAz',
  sku: 'BOAT-RKZ450-BLU',
  name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones',
  url_key: 'boat-rockerz-450',
  relative_url: 'boat-rockerz-450.html',
  description: {
    html: '<div data-content-type="row"><style>#html-body [data-pb-style=X]{display:flex}</style><p>Up to 15 hours of playback, 40&nbsp;mm drivers and a padded headband.</p>{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList"}}</div>',
  },
  stock_status: 'OUT_OF_STOCK',
  price_range: priceRange(1499, 1499),
  image: { url: `${ORIGIN}/media/catalog/product/b/o/boat-rockerz-450.jpg`, label: '' },
};

export const HOME_LINK = { name: 'Home', url: `${ORIGIN}/` };
export const MOBILES_LINK = { name: 'Mobiles', url: `${ORIGIN}/mobiles.html` };

export function productPage(
  product: SeoProductData,
  overrides: Partial<PageOf<'product'>> = {},
): PageOf<'product'> {
  const url = `${ORIGIN}/${product.relative_url ?? 'product.html'}`;
  return {
    kind: 'product',
    store: STORE,
    url,
    canonical: url,
    robots: null,
    product,
    breadcrumbs: [HOME_LINK, MOBILES_LINK, { name: product.name ?? '', url }],
    images: product.image?.url ? [product.image.url, product.image.url.replace(/(\.\w+)$/, '-back$1')] : [],
    specifications: [],
    ...overrides,
  };
}

export const LISTED: ListedProduct[] = [IPHONE, GALAXY, HEADPHONES].map((p) => ({
  name: p.name ?? '',
  url: `${ORIGIN}/${p.relative_url}`,
  image: p.image?.url ?? null,
  price: p.price_range.minimum_price.final_price.value,
  regularPrice: p.price_range.minimum_price.regular_price.value,
}));

LISTED.push({
  name: 'OnePlus 12R (8 GB RAM, 128 GB)',
  url: `${ORIGIN}/oneplus-12r.html`,
  image: `${ORIGIN}/media/catalog/product/o/n/oneplus-12r.jpg`,
  price: 39999,
  regularPrice: 42999,
});

export function categoryPage(overrides: Partial<PageOf<'category'>> = {}): PageOf<'category'> {
  return {
    kind: 'category',
    store: STORE,
    url: `${ORIGIN}/mobiles.html?page=2`,
    canonical: `${ORIGIN}/mobiles.html?page=2`,
    robots: null,
    category: {
      uid: 'Mw==',
      name: 'Mobiles',
      description: null,
      meta_title: null,
      meta_description: null,
      url_path: 'mobiles',
      url_suffix: '.html',
      image: null,
      breadcrumbs: [],
    },
    breadcrumbs: [HOME_LINK, MOBILES_LINK],
    products: LISTED,
    page: 2,
    totalPages: 3,
    previousPage: `${ORIGIN}/mobiles.html`,
    nextPage: `${ORIGIN}/mobiles.html?page=3`,
    ...overrides,
  };
}

export const HOME_PAGE: PageOf<'home'> = {
  kind: 'home',
  store: STORE,
  url: `${ORIGIN}/`,
  canonical: `${ORIGIN}/`,
  robots: null,
  content: {
    identifier: 'home',
    url_key: 'home',
    title: 'Home page',
    content_heading: null,
    content: '<div class="banners">{{widget type="banner"}}</div>',
    meta_title: null,
    meta_description: null,
  },
};

export const CMS_PAGE: PageOf<'cms'> = {
  kind: 'cms',
  store: STORE,
  url: `${ORIGIN}/about-us`,
  canonical: `${ORIGIN}/about-us`,
  robots: null,
  page: {
    identifier: 'about-us',
    url_key: 'about-us',
    title: 'About Us',
    content_heading: 'About Zepp Store',
    content: '<h2>Who we are</h2><p>Zepp Store has sold electronics across India since 2012.</p>',
    meta_title: null,
    meta_description: null,
  },
};

export function searchPage(term: string, products: ListedProduct[] = LISTED): PageOf<'search'> {
  const url = `${ORIGIN}/search.html?query=${encodeURIComponent(term)}`;
  return {
    kind: 'search',
    store: STORE,
    url,
    canonical: term && products.length ? url : null,
    robots: term && products.length ? null : 'noindex, follow',
    term,
    products,
    total: products.length,
  };
}

export const BRAND_PAGE: PageOf<'brand'> = {
  kind: 'brand',
  store: STORE,
  url: `${ORIGIN}/brands/samsung.html`,
  canonical: `${ORIGIN}/brands/samsung.html`,
  robots: null,
  brand: {
    uid: 'NQ==',
    brand_code: 'samsung',
    name: 'Samsung',
    logo: '/media/brands/samsung.png',
    url_key: 'samsung',
  },
  products: [LISTED[1]!],
};

export const CART_PAGE: PageOf<'private'> = {
  kind: 'private',
  store: STORE,
  url: `${ORIGIN}/cart`,
  canonical: null,
  robots: 'noindex, nofollow',
  title: 'Shopping Cart',
};

export const NOT_FOUND_PAGE: PageOf<'not-found'> = {
  kind: 'not-found',
  store: STORE,
  url: `${ORIGIN}/no-such-page.html`,
  canonical: null,
  robots: 'noindex',
};

/** A name that tries to end the element or the attribute it is written in. */
export const HOSTILE = `</script><script>alert(1)</script> "Tom" & 'Jerry' <b>`;

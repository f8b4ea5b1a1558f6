// A public page's JSON-LD (schema.org), from the page the server gathered (page.ts), for Google's rich results:
//   product   Product with an Offer (the price the shopper pays, INR, availability, the list price struck
//             through when a special price applies) or, for a configurable product, an AggregateOffer over its
//             variants; its AggregateRating and newest Reviews where it has approved reviews
//             (product-reviews.ts); and its BreadcrumbList
//   category  BreadcrumbList and an ItemList of the products the page shows
//   home      Organization and WebSite with a SearchAction for /search.html?query=
//   cms       WebPage; search: SearchResultsPage; brand: CollectionPage about the Brand, BreadcrumbList, ItemList
//   private, not-found: nothing
// Every URL is absolute and the page's or the store's own. server/test/seo/structured-data.test.ts checks the
// output with a rich-results validator (Google's Product snippet and merchant listing requirements).
import { QUERY_PARAM, SEARCH_PATH } from '../../../src/features/search/constants';
import { SEARCH_MESSAGES } from '../../../src/features/search/messages';
import { scriptSafeJson } from '../../lib/escape-html';
import type { Link, ListedProduct, SeoPage } from './page';
import { attributeValue, productBrand, productOffer } from './product-facts';
import { productRatings } from './product-reviews';
import { pageDescription, pageName, shareTitle, storeName } from './head';
import { clip, collapse, htmlText } from './text';

/** A JSON-LD node. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** The longest product description written (Google reads the start; a long one only weighs the page). */
const DESCRIPTION_LENGTH = 5000;
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const NEW_CONDITION = 'https://schema.org/NewCondition';
const STRIKETHROUGH_PRICE = 'https://schema.org/StrikethroughPrice';
/** The placeholder of the WebSite's search target (Google's sitelinks search box). */
const SEARCH_TERM = 'search_term_string';

const home = (origin: string) => new URL('/', origin).href;

/** A trail of at least two links as a BreadcrumbList (positions 1..n), or null. */
function breadcrumbList(trail: Link[]): JsonLd | null {
  const links = trail.filter((link) => collapse(link.name) && link.url);
  if (links.length < 2) return null;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: links.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: collapse(link.name),
      item: link.url,
    })),
  };
}

/** The products a listing shows as an ItemList (summary form: position, url, name), or null without any. */
function itemList(products: ListedProduct[], name: string): JsonLd | null {
  const items = products.filter((p) => collapse(p.name) && p.url);
  if (!items.length) return null;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: product.url,
      name: collapse(product.name),
    })),
  };
}

/** GTIN-8, -12, -13 or -14 from the product's gtin/ean/upc attribute, where it has one. */
function gtin(page: Extract<SeoPage, { kind: 'product' }>): string | null {
  const value = attributeValue(page.product, ['gtin', 'ean', 'upc'], true)?.replace(/[\s-]/g, '') ?? '';
  return /^(\d{8}|\d{12,14})$/.test(value) ? value : null;
}

function product(page: Extract<SeoPage, { kind: 'product' }>): JsonLd | null {
  const { product: data, store } = page;
  const name = collapse(data.name ?? '');
  const offer = productOffer(data, store);
  // Without a name or a price Google shows no snippet and reports the Product as invalid: none is written.
  if (!name || !offer) return null;
  const url = page.canonical ?? page.url;
  const availability = offer.inStock ? IN_STOCK : OUT_OF_STOCK;
  const offers: JsonLd = offer.range
    ? {
        '@type': 'AggregateOffer',
        lowPrice: offer.range.low,
        highPrice: offer.range.high,
        ...(offer.range.count ? { offerCount: offer.range.count } : {}),
        priceCurrency: offer.currency,
        availability,
        itemCondition: NEW_CONDITION,
        url,
      }
    : {
        '@type': 'Offer',
        price: offer.price,
        priceCurrency: offer.currency,
        // Google's sale pricing: the price paid in `price`, the list price as a strikethrough price.
        ...(offer.regularPrice !== null
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                priceType: STRIKETHROUGH_PRICE,
                price: offer.regularPrice,
                priceCurrency: offer.currency,
              },
            }
          : {}),
        availability,
        itemCondition: NEW_CONDITION,
        url,
      };
  const description = clip(
    htmlText(data.description?.html) ||
      htmlText(data.short_description?.html) ||
      collapse(data.meta_description ?? '') ||
      pageDescription(page),
    DESCRIPTION_LENGTH,
  );
  const brand = productBrand(data);
  const color = attributeValue(data, ['color']);
  const sku = collapse(data.sku ?? '');
  const code = gtin(page);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name,
    ...(page.images.length ? { image: page.images } : {}),
    description,
    ...(sku ? { sku } : {}),
    ...(code ? { gtin: code } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(color ? { color } : {}),
    url,
    offers,
    ...productRatings(data),
  };
}

function homeData(page: Extract<SeoPage, { kind: 'home' }>): JsonLd[] {
  const { store } = page;
  const name = storeName(store);
  const url = home(store.origin);
  const description = collapse(store.description ?? '');
  const search = new URL(SEARCH_PATH, store.origin);
  // The placeholder stays as it is: URLSearchParams would escape its braces.
  const target = `${search.href}?${QUERY_PARAM}={${SEARCH_TERM}}`;
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name,
      url,
      ...(store.logo ? { logo: new URL(store.logo, store.origin).href } : {}),
      ...(description ? { description } : {}),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name,
      url,
      inLanguage: (store.locale || 'en_IN').replace('_', '-'),
      publisher: { '@id': `${url}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: target },
        'query-input': `required name=${SEARCH_TERM}`,
      },
    },
  ];
}

/** A page's own node (WebPage or a kind of it): name, url, description, the site it is part of. */
function webPage(page: SeoPage, type: string, name: string, extra: JsonLd = {}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': type,
    name,
    url: page.canonical ?? page.url,
    description: pageDescription(page),
    isPartOf: { '@type': 'WebSite', name: storeName(page.store), url: home(page.store.origin) },
    ...extra,
  };
}

/** The page's JSON-LD nodes (none on private and not-found pages). */
export function structuredData(page: SeoPage): JsonLd[] {
  const nodes: (JsonLd | null)[] = (() => {
    switch (page.kind) {
      case 'product':
        return [product(page), breadcrumbList(page.breadcrumbs)];
      case 'category':
        return [
          breadcrumbList(page.breadcrumbs),
          itemList(page.products, collapse(page.category.name ?? '') || shareTitle(page)),
        ];
      case 'home':
        return homeData(page);
      case 'cms':
        return [webPage(page, 'WebPage', shareTitle(page))];
      case 'search':
        return [
          webPage(
            page,
            'SearchResultsPage',
            collapse(page.term) ? SEARCH_MESSAGES.resultsFor(collapse(page.term)) : SEARCH_MESSAGES.pageTitle,
          ),
        ];
      case 'brand': {
        const name = pageName(page) ?? storeName(page.store);
        const url = page.canonical ?? page.url;
        const logo = page.brand.logo ? new URL(page.brand.logo, page.store.origin).href : null;
        return [
          webPage(page, 'CollectionPage', name, {
            about: { '@type': 'Brand', name, ...(logo ? { logo } : {}) },
          }),
          breadcrumbList([
            { name: 'Home', url: home(page.store.origin) },
            { name, url },
          ]),
          itemList(page.products, name),
        ];
      }
      case 'private':
      case 'not-found':
        return [];
    }
  })();
  return nodes.filter((node): node is JsonLd => node !== null);
}

/** The page's JSON-LD as <script type="application/ld+json"> elements, one a node, safe inside HTML. */
export function jsonLdTags(page: SeoPage): string {
  return structuredData(page)
    .map((node) => `<script type="application/ld+json">${scriptSafeJson(node)}</script>`)
    .join('\n');
}

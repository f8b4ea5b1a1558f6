// A public page's <head> as crawlers and link previews read it, from the page the server gathered (page.ts):
// the <title> the app itself sets (SPEC 2.3: the page's name, a dash, the store's name, with the app's own page
// names, so React's first title is the same string and nothing flashes), a meta description that is never
// empty, the canonical link and robots, Open Graph (with a product's price in the store's currency) and the
// Twitter card. Every value is escaped for the attribute it is written in; every URL is the page's own
// (page.url, page.canonical) or the store's (store.origin), never one from the request.
import { formatMoney } from '../../../common/money';
import { BRAND_MESSAGES } from '../../../src/features/brands/messages';
import { HOME_MESSAGES } from '../../../src/features/home/messages';
import { ROUTING_MESSAGES } from '../../../src/features/routing/messages';
import { SEARCH_MESSAGES } from '../../../src/features/search/messages';
import { DEFAULT_ASPECT_RATIO, imageUrl } from '../../../src/lib/images';
import { escapeHtml } from '../../lib/escape-html';
import type { ListedProduct, SeoPage, SeoStore } from './page';
import { productOffer } from './product-facts';
import { clip, collapse, firstText, htmlText, listOf } from './text';

/** Link previews (Facebook, WhatsApp, LinkedIn, X) want pictures at least this wide; 1200 is their size. */
export const PREVIEW_WIDTH = 1200;
/** A product's picture keeps the shop's product frame (width / height 0.8): the whole product, uncropped. */
export const PRODUCT_PREVIEW_HEIGHT = Math.round(PREVIEW_WIDTH / DEFAULT_ASPECT_RATIO);
/** Any other picture (a category's banner) in the 1.91:1 frame the previews show. */
export const BANNER_PREVIEW_HEIGHT = 630;
/** How many product names a listing's summary description names. */
const SUMMARY_NAMES = 3;

export interface HeadTags {
  /** The <title>'s text, unescaped (the caller escapes it where it writes it). */
  title: string;
  /** The tags after the title: escaped HTML, one tag a line. */
  tags: string;
}

/** The store's name, as the app's titles end (its default until the store has one). */
export const storeName = (store: SeoStore): string =>
  collapse(store.name) || ROUTING_MESSAGES.defaultStoreName;

/**
 * The page's name as the app titles it (usePageTitle's argument on each page): Home, Search, the product's,
 * category's, CMS page's or brand's name, a private page's own title, Page Not Found. Null for a page the app
 * titles with the store's name alone.
 */
export function pageName(page: SeoPage): string | null {
  const name = (() => {
    switch (page.kind) {
      case 'home':
        return HOME_MESSAGES.title;
      case 'product':
        return page.product.name;
      case 'category':
        return page.category.name;
      case 'cms':
        return page.page.title || page.page.content_heading;
      case 'search':
        return SEARCH_MESSAGES.pageTitle;
      case 'brand':
        return page.brand.name || page.brand.brand_code;
      case 'private':
        return page.title;
      case 'not-found':
        return ROUTING_MESSAGES.notFoundTitle;
    }
  })();
  return collapse(name ?? '') || null;
}

/** SPEC 2.3's title: 'Apple iPhone 15 - Zepp Store', 'Home - Zepp Store'; the store's name without a page name. */
export function pageTitle(page: SeoPage): string {
  const name = pageName(page);
  const store = storeName(page.store);
  return name ? `${name} - ${store}` : store;
}

/**
 * The title link previews show (og:title, twitter:title): the merchant's meta title where Magento has one
 * (product, category, CMS page), else the page's own name without the store's (og:site_name says that); the
 * store's name on the home page, and the search's own heading on a search.
 */
export function shareTitle(page: SeoPage): string {
  const store = storeName(page.store);
  const meta = (() => {
    switch (page.kind) {
      case 'home':
        return page.content?.meta_title;
      case 'product':
        return page.product.meta_title;
      case 'category':
        return page.category.meta_title;
      case 'cms':
        return page.page.meta_title;
      default:
        return null;
    }
  })();
  if (collapse(meta ?? '')) return collapse(meta ?? '');
  if (page.kind === 'home') return store;
  if (page.kind === 'search' && collapse(page.term)) return SEARCH_MESSAGES.resultsFor(collapse(page.term));
  return pageName(page) ?? store;
}

function money(value: number, store: SeoStore): string {
  const currency = store.currency || 'INR';
  try {
    return formatMoney(value, { locale: (store.locale || 'en_IN').replace('_', '-'), currency });
  } catch {
    return formatMoney(value, { currency });
  }
}

const names = (products: ListedProduct[]) =>
  products
    .map((p) => collapse(p.name))
    .filter(Boolean)
    .slice(0, SUMMARY_NAMES);

/** 'Shop Mobiles at Zepp Store: A, B and C, and more.' */
function listingSummary(subject: string, store: string, products: ListedProduct[], more: boolean): string {
  const shown = names(products);
  if (!shown.length) return `Shop ${subject} at ${store}.`;
  return `Shop ${subject} at ${store}: ${listOf(shown)}${more ? ', and more' : ''}.`;
}

/**
 * The meta description (also og:description, twitter:description), at most 160 characters, never empty: the
 * merchant's meta description (CMS page, category, product), else the page's own text (a product's short
 * description, then its description; a category's description; a CMS page's content), else a summary of what
 * the page shows, else the store's default description, else the store's name.
 */
export function pageDescription(page: SeoPage): string {
  const store = storeName(page.store);
  const fallback = page.store.description;
  const text = (() => {
    switch (page.kind) {
      case 'home':
        return firstText([
          page.content?.meta_description,
          fallback,
          htmlText(page.content?.content),
          `Shop online at ${store}.`,
        ]);
      case 'product': {
        const { product } = page;
        const name = collapse(product.name ?? '') || store;
        const offer = productOffer(product, page.store);
        const price = offer ? ` ${offer.range ? 'from' : 'for'} ${money(offer.price, page.store)}` : '';
        return firstText([
          product.meta_description,
          htmlText(product.short_description?.html),
          htmlText(product.description?.html),
          `Buy ${name} at ${store}${price}.`,
        ]);
      }
      case 'category':
        return firstText([
          page.category.meta_description,
          htmlText(page.category.description),
          listingSummary(
            collapse(page.category.name ?? '') || 'products',
            store,
            page.products,
            page.products.length > SUMMARY_NAMES || page.totalPages > 1,
          ),
        ]);
      case 'cms':
        return firstText([
          page.page.meta_description,
          htmlText(page.page.content),
          `${pageName(page) ?? store} - ${store}.`,
        ]);
      case 'search': {
        const term = collapse(page.term);
        if (!term) return `Search the products of ${store}.`;
        if (!page.total) return `${SEARCH_MESSAGES.noResults(term)} Browse the products of ${store}.`;
        const count = page.total === 1 ? '1 product' : `${page.total} products`;
        const shown = names(page.products);
        return clip(
          `${SEARCH_MESSAGES.resultsFor(term)} at ${store}: ${count}` +
            (shown.length ? `, including ${listOf(shown)}.` : '.'),
        );
      }
      case 'brand': {
        const brand = pageName(page) ?? 'brands';
        return clip(
          listingSummary(
            BRAND_MESSAGES.products(brand),
            store,
            page.products,
            page.products.length > SUMMARY_NAMES,
          ),
        );
      }
      case 'private':
        return firstText([fallback, `${pageName(page) ?? 'Your account'} at ${store}.`]);
      case 'not-found':
        return clip(ROUTING_MESSAGES.notFound);
    }
  })();
  return text || firstText([fallback]) || store;
}

export interface PreviewImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  /** A picture of the page's own (a product, a banner), shown large; a logo is shown small. */
  large: boolean;
}

/** Pictures the shop's media server resizes; anything else (SVG) no preview accepts. */
const RASTER = /\.(jpe?g|png|webp|gif)$/i;

function pathOf(url: string, origin: string): string | null {
  try {
    return new URL(url, origin).pathname;
  } catch {
    return null;
  }
}

/**
 * A picture resized by the shop's media server to `width`×`height` (fit=cover; SPEC 3's image URL
 * parameters), absolute. Without auto=webp: a preview's crawler gets the same JPEG (or PNG) whatever it
 * accepts, the format every preview reads.
 */
function resized(src: string, origin: string, type: string, width: number, height: number): string | null {
  const path = pathOf(src, origin);
  if (!path || !RASTER.test(path)) return null;
  const url = new URL(imageUrl(src, { type, width, height }), origin);
  url.searchParams.delete('auto');
  return url.href;
}

/** A picture shown as it is (a logo: cropping or enlarging it would spoil it), absolute; null if not raster. */
function asIs(src: string | null, origin: string): string | null {
  if (!src) return null;
  const path = pathOf(src, origin);
  return path && RASTER.test(path) ? new URL(src, origin).href : null;
}

function productPicture(src: string | null, origin: string, alt: string): PreviewImage | null {
  const url = src && resized(src, origin, 'image-product', PREVIEW_WIDTH, PRODUCT_PREVIEW_HEIGHT);
  return url ? { url, width: PREVIEW_WIDTH, height: PRODUCT_PREVIEW_HEIGHT, alt, large: true } : null;
}

function logo(src: string | null, origin: string, alt: string): PreviewImage | null {
  const url = asIs(src, origin);
  return url ? { url, width: null, height: null, alt, large: false } : null;
}

function firstListed(products: ListedProduct[], origin: string): PreviewImage | null {
  const product = products.find((p) => p.image);
  return product ? productPicture(product.image, origin, collapse(product.name)) : null;
}

/**
 * og:image: a product's main picture, a category's image (else its first product's), a brand's logo (else its
 * first product's); the store's logo elsewhere. Pictures are 1200 wide (see PREVIEW_WIDTH); the shop's media
 * server never enlarges a smaller original, so width and height are the most a preview gets.
 */
export function previewImage(page: SeoPage): PreviewImage | null {
  const { origin } = page.store;
  const store = storeName(page.store);
  const storeLogo = () => logo(page.store.logo, origin, store);
  switch (page.kind) {
    case 'product': {
      const name = collapse(page.product.name ?? '') || store;
      const label = collapse(page.product.image?.label ?? '');
      return productPicture(page.images[0] ?? null, origin, label || name) ?? storeLogo();
    }
    case 'category': {
      const name = collapse(page.category.name ?? '') || store;
      const banner = page.category.image
        ? resized(page.category.image, origin, 'image-category', PREVIEW_WIDTH, BANNER_PREVIEW_HEIGHT)
        : null;
      return (
        (banner && {
          url: banner,
          width: PREVIEW_WIDTH,
          height: BANNER_PREVIEW_HEIGHT,
          alt: name,
          large: true,
        }) ||
        firstListed(page.products, origin) ||
        storeLogo()
      );
    }
    case 'brand': {
      const name = pageName(page) ?? store;
      return (
        logo(page.brand.logo, origin, BRAND_MESSAGES.logoAlt(name)) ??
        firstListed(page.products, origin) ??
        storeLogo()
      );
    }
    default:
      return storeLogo();
  }
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string) => `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;

/** Open Graph's og:locale: language_TERRITORY (Magento's en_IN form). */
const ogLocale = (store: SeoStore) => (store.locale || 'en_IN').replace('-', '_');

/** Open Graph's amount: digits and a point, two decimals (15.00), no grouping or symbol. */
const ogAmount = (value: number) => value.toFixed(2);

/** The page's <title> text and the tags of its head (see HeadTags). */
export function headTags(page: SeoPage): HeadTags {
  const title = pageTitle(page);
  const description = pageDescription(page);
  const share = shareTitle(page);
  const url = page.canonical ?? page.url;
  const image = previewImage(page);
  const tags: string[] = [meta('name', 'description', description)];

  if (page.canonical) tags.push(link('canonical', page.canonical));
  if (page.robots) tags.push(meta('name', 'robots', page.robots));
  if (page.kind === 'category') {
    if (page.previousPage) tags.push(link('prev', page.previousPage));
    if (page.nextPage) tags.push(link('next', page.nextPage));
  }

  tags.push(
    meta('property', 'og:type', page.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', storeName(page.store)),
    meta('property', 'og:locale', ogLocale(page.store)),
    meta('property', 'og:url', url),
    meta('property', 'og:title', share),
    meta('property', 'og:description', description),
  );
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.url.startsWith('https:')) tags.push(meta('property', 'og:image:secure_url', image.url));
    if (image.width && image.height)
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    tags.push(meta('property', 'og:image:alt', image.alt));
  }

  if (page.kind === 'product') {
    const offer = productOffer(page.product, page.store);
    if (offer) {
      tags.push(
        meta('property', 'product:price:amount', ogAmount(offer.price)),
        meta('property', 'product:price:currency', offer.currency),
      );
      if (offer.regularPrice !== null)
        tags.push(
          meta('property', 'product:original_price:amount', ogAmount(offer.regularPrice)),
          meta('property', 'product:original_price:currency', offer.currency),
        );
      tags.push(
        meta('property', 'product:availability', offer.inStock ? 'in stock' : 'out of stock'),
        meta('property', 'og:availability', offer.inStock ? 'instock' : 'oos'),
      );
    }
    tags.push(meta('property', 'product:condition', 'new'));
    const sku = collapse(page.product.sku ?? '');
    if (sku) tags.push(meta('property', 'product:retailer_item_id', sku));
  }

  tags.push(
    meta('name', 'twitter:card', image?.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', share),
    meta('name', 'twitter:description', description),
  );
  if (image)
    tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));

  return { title, tags: tags.join('\n') };
}

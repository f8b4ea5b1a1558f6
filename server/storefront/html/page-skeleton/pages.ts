// The top of each shopper page as its React component first renders it, with the components' own classes
// (so the page's stylesheet lays it out identically) and its largest image with the very src, srcset, sizes,
// width and height React gives it (so the browser paints the preloaded file at once, in the same box).
// Only what is above the fold and known from the inlined answers; the rest is left to React, which replaces
// all of it on its first render. The images come from the features' own functions, as the preload does.
import { imageSrcset, imageUrl, nearestWidth } from '../../../../src/lib/images';
import { bannerSrc, bannerSrcSet } from '../../../../src/features/home/banner-image';
import {
  BANNER_ASPECT_RATIO,
  BANNER_FALLBACK_WIDTH,
  BANNER_MAX_WIDTH,
  BANNER_SIZES,
} from '../../../../src/features/home/constants';
import { HOME_MESSAGES } from '../../../../src/features/home/messages';
import { GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTH } from '../../../../src/features/product/constants';
import {
  CARD_IMAGE_HEIGHT,
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  GRID_CLASS,
  LISTING_GRID_CLASS,
  type ListingKind,
} from '../../../../src/features/catalog/constants';
import { LISTING_MESSAGES } from '../../../../src/features/catalog/messages';
import { SEARCH_MESSAGES } from '../../../../src/features/search/messages';
import { attributes, html, type Markup } from './markup';
import { FIRST_IMAGE_TIMING } from './scripts-after-first-image';
import { icon } from './shell';

/** Lays an image out as src/ui/image/image.tsx does (its span's inline size is a class here: styles.ts). */
function image(
  resource: string,
  {
    width,
    height,
    sizes,
    priority,
    first = false,
    className,
  }: ImageBox & { priority: boolean; first?: boolean; className: string },
) {
  const classes = `image image--loading${priority ? ' image--priority' : ''} ${className}`;
  return html`<span class="${classes}"
    ><img
      class="image__img"
      ${attributes({
        src: imageUrl(resource, { width: nearestWidth(width, 1), height }),
        srcset: imageSrcset(resource),
        sizes,
        alt: '',
        width,
        height,
        loading: priority ? 'eager' : 'lazy',
        fetchpriority: priority ? 'high' : undefined,
        // The page's largest image: the app's scripts wait for it (scripts-after-first-image.ts).
        elementtiming: first ? FIRST_IMAGE_TIMING : undefined,
      })}
  /></span>`;
}

interface ImageBox {
  width: number;
  height?: number;
  sizes: string;
}

/** A page's main area: what React renders inside <main>. */
export type PageMarkup = Markup;

/** HomePage: its hidden heading and the banner slider's first slide (BannerSlide), caption room included. */
export function homeSkeleton(bannerImage: string): PageMarkup {
  const img = attributes({
    class: 'banner-slide__image',
    src: bannerSrc(bannerImage, BANNER_FALLBACK_WIDTH),
    srcset: bannerSrcSet(bannerImage),
    sizes: BANNER_SIZES,
    alt: '',
    width: BANNER_MAX_WIDTH,
    height: Math.round(BANNER_MAX_WIDTH / BANNER_ASPECT_RATIO),
    loading: 'eager',
    fetchpriority: 'high',
    elementtiming: FIRST_IMAGE_TIMING,
  });
  return html`<div class="home-page"><h1 class="visually-hidden">${HOME_MESSAGES.title}</h1><div class="home-banner" aria-hidden="true"><div class="banner-slide"><img${img}><span class="banner-slide__caption"></span></div></div></div>`;
}

/** The 2.5rem trail bar, empty (Breadcrumbs). */
const breadcrumbs = html`<div class="breadcrumbs" aria-hidden="true"></div>`;

/** More thumbnails than this overflow the row at any width, as React's do: no need for more. */
const MAX_THUMBNAILS = 8;

/**
 * The gallery's row of thumbnails when there are several pictures, as empty boxes of their size (the first
 * marked as shown): the name below stays where React puts it, and the little pictures wait for React.
 */
function thumbnails(count: number): Markup {
  if (count < 2) return html``;
  const items = Array.from(
    { length: Math.min(count, MAX_THUMBNAILS) },
    (_, i) =>
      html`<li>
        <button
          type="button"
          tabindex="-1"
          class="product-image-gallery__thumbnail"
          aria-pressed="${String(i === 0)}"
        >
          <span class="image image--loading page-skeleton__thumbnail"></span>
        </button>
      </li>`,
  );
  return html`<ul class="product-image-gallery__thumbnails">
    ${items}
  </ul>`;
}

/** ProductPage: the trail bar, the gallery (main picture, thumbnails) and, beside or below it, the name. */
export function productSkeleton(product: { name: string; images: string[] }): PageMarkup {
  const picture = image(product.images[0]!, {
    width: GALLERY_IMAGE_WIDTH,
    sizes: GALLERY_IMAGE_SIZES,
    priority: true,
    first: true,
    className: 'product-image-gallery__image page-skeleton__gallery-image',
  });
  return html`<article class="site-width product-page">
    ${breadcrumbs}
    <div class="product-page__layout">
      <div class="product-image-gallery" aria-hidden="true">
        <div class="product-image-gallery__main">${picture}</div>
        ${thumbnails(product.images.length)}
      </div>
      <div class="product-page__info">
        <div class="product-page__title"><h1 class="product-page__name">${product.name}</h1></div>
      </div>
    </div>
  </article>`;
}

export interface Listing {
  kind: ListingKind;
  totalCount: number | null;
  sortLabel: string;
  /** The first cards' images (null: a card without one). */
  images: (string | null)[];
}

/** The cards ProductGrid loads first (its PRIORITY_CARDS: a phone's first row). */
const PRIORITY_CARDS = 2;
const PHONE_COLUMNS = 2;
/** A listing grid's first row from medium screens (3 columns); a phone's (2) hides the rest (styles.ts). */
export const SKELETON_CARDS = 3;

function card(resource: string | null, index: number): Markup {
  const picture = resource
    ? image(resource, {
        width: CARD_IMAGE_WIDTH,
        height: CARD_IMAGE_HEIGHT,
        sizes: CARD_IMAGE_SIZES,
        priority: index < PRIORITY_CARDS,
        first: index === 0,
        className: 'product-card__image',
      })
    : html`<span class="product-card__image product-card__image--none"></span>`;
  const row = attributes({ class: index < PHONE_COLUMNS ? undefined : 'page-skeleton__wide-row' });
  return html`<li${row}><div class="product-card"><div class="product-card__image-link">${picture}</div><span class="page-skeleton__line"></span><span class="page-skeleton__line page-skeleton__line--short"></span></div></li>`;
}

/**
 * ProductListing: the filter sidebar from 1024px, the heading (count, Filter and Sort buttons), the phone's
 * 'sorted by' line and the grid's first cards. Buttons are inert (tabindex -1) inside a hidden subtree.
 */
function listingSkeleton({ totalCount, sortLabel, images }: Listing): Markup {
  const count = totalCount === null ? '' : LISTING_MESSAGES.itemCount(totalCount);
  return html`<div class="product-listing" aria-hidden="true">
    <div class="product-listing__sidebar page-skeleton__wide">
      <h2 class="product-listing__sidebar-title">${LISTING_MESSAGES.filters}</h2>
    </div>
    <div class="product-listing__content">
      <div class="product-listing__heading">
        <p class="product-listing__count">${count}</p>
        <div class="product-listing__buttons">
          <button
            type="button"
            tabindex="-1"
            class="button button--secondary product-listing__filter-button page-skeleton__compact"
          >
            ${LISTING_MESSAGES.openFilters}
          </button>
          <div class="sort-control">
            <button type="button" tabindex="-1" class="sort-control__button">
              <span class="page-skeleton__compact">${LISTING_MESSAGES.sort}</span
              ><span class="page-skeleton__wide">${`${LISTING_MESSAGES.sortBy}: ${sortLabel}`}</span
              >${icon('chevronDown', 16)}
            </button>
          </div>
        </div>
      </div>
      <p class="product-listing__sorted-by page-skeleton__compact">${LISTING_MESSAGES.sortedBy(sortLabel)}</p>
      <ul class="${GRID_CLASS} ${LISTING_GRID_CLASS}">
        ${images.slice(0, SKELETON_CARDS).map(card)}
      </ul>
    </div>
  </div>`;
}

/** CategoryPage: the trail bar, the category's name and its listing. */
export function categorySkeleton(title: string, listing: Listing): PageMarkup {
  return html`<article class="category-page site-width">
    ${breadcrumbs}
    <h1 class="category-page__title">${title}</h1>
    ${listingSkeleton(listing)}
  </article>`;
}

/** SearchPage: its heading, the term and the listing. */
export function searchSkeleton(term: string, listing: Listing): PageMarkup {
  return html`<article class="search-page site-width">
    <h1 class="search-page__title">${SEARCH_MESSAGES.pageTitle}</h1>
    <p class="search-page__term">${SEARCH_MESSAGES.resultsFor(term)}</p>
    ${listingSkeleton(listing)}
  </article>`;
}

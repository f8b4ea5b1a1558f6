// The CMS home page, split for the home page's own sections: the first Page Builder slider becomes the native
// banner slider (painted without waiting for the Page Builder renderer: it is the largest thing on the first
// screen), standalone Page Builder banners become the ad container, and the rest stays CMS content.

export interface PromoLink {
  /** An in-app path (same origin), or an absolute http(s) URL for another site. */
  href: string;
  external: boolean;
}

export interface Promo {
  key: string;
  /** The slide's name, else its heading. */
  name: string;
  heading: string;
  text: string;
  cta: string;
  image: string | null;
  link: PromoLink | null;
}

export interface HomeContent {
  slides: Promo[];
  ads: Promo[];
  /** The CMS HTML without the rows the slides and ads came from. */
  rest: string;
}

export const SLIDER = '[data-content-type="slider"]';
export const SLIDE = '[data-content-type="slide"]';
const BANNER = '[data-content-type="banner"]';
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => `[data-element="content"] ${h}`).join(', ');

/** Only http(s) links; same-origin ones become in-app paths. */
export function toPromoLink(href: string | null, origin: string): PromoLink | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  if (url.origin === origin) return { href: url.pathname + url.search + url.hash, external: false };
  return { href: url.href, external: true };
}

function safeImage(src: string | undefined, origin: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, origin);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Page Builder keeps the images as JSON with backslash-escaped quotes: {\"desktop_image\":\"…\"}. */
export function backgroundImage(element: Element, origin: string): string | null {
  const raw = element.querySelector('[data-background-images]')?.getAttribute('data-background-images');
  try {
    const images = JSON.parse((raw ?? '{}').replace(/\\(.)/g, '$1')) as Record<string, unknown>;
    const src = images.desktop_image ?? images.mobile_image;
    return typeof src === 'string' ? safeImage(src, origin) : null;
  } catch {
    return null;
  }
}

const text = (element: Element, selector: string) =>
  (element.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();

function toPromo(element: Element, key: string, origin: string): Promo {
  const heading = text(element, HEADINGS);
  return {
    key,
    name: element.getAttribute('data-slide-name') || heading,
    heading,
    text: text(element, '[data-element="content"] p'),
    cta: text(element, '[data-element="button"]'),
    image: backgroundImage(element, origin),
    link: toPromoLink(element.querySelector('a[href]')?.getAttribute('href') ?? null, origin),
  };
}

/** Where each top-level Page Builder row starts (rows never nest: they are the page's first level). */
const ROW_START = /<div\b[^>]*\bdata-content-type="row"/g;
const count = (html: string, what: string) => html.split(what).length - 1;

/**
 * The HTML cut at its rows' starts, when it is a sequence of whole Page Builder rows (each piece opens as many
 * `<div`s as it closes), else null.
 */
function pageBuilderRows(html: string): string[] | null {
  const starts = Array.from(html.matchAll(ROW_START), (match) => match.index);
  if (starts[0] === undefined || html.slice(0, starts[0]).trim()) return null;
  const rows = starts.map((start, i) => html.slice(start, starts[i + 1]));
  return rows.every((row) => count(row, '<div') === count(row, '</div')) ? rows : null;
}

const parseBody = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

/**
 * Splits the home page's CMS HTML; with nothing to take out, `rest` is the HTML unchanged. Page Builder content
 * is cut into its rows as text and only the rows holding the slider or banners are parsed: the home page's
 * content is tens of kilobytes, and parsing it all was a long task in the page's first render, for a rest
 * that is rendered further down the page only as the shopper scrolls to it.
 */
export function splitHomeContent(html: string, origin = window.location.origin): HomeContent {
  const slides: Promo[] = [];
  const ads: Promo[] = [];
  /** Takes the promos out of one top-level element; true when it was taken out whole. */
  const take = (row: Element): boolean => {
    const slider = row.querySelector(SLIDER);
    if (slider && slides.length === 0) {
      slider.querySelectorAll(SLIDE).forEach((slide, i) => slides.push(toPromo(slide, `slide-${i}`, origin)));
      return true;
    }
    if (!slider && row.querySelector(BANNER)) {
      row.querySelectorAll(BANNER).forEach((banner) => ads.push(toPromo(banner, `ad-${ads.length}`, origin)));
      return true;
    }
    return false;
  };
  const rows = pageBuilderRows(html);
  if (rows) {
    const kept = rows.filter((row) => {
      const maybe = row.includes('data-content-type="slider"') || row.includes('data-content-type="banner"');
      const parsed = maybe ? parseBody(row).firstElementChild : null;
      return !(parsed && take(parsed));
    });
    return { slides, ads, rest: kept.length === rows.length ? html : kept.join('') };
  }
  const body = parseBody(html);
  for (const row of Array.from(body.children)) if (take(row)) row.remove();
  return { slides, ads, rest: slides.length || ads.length ? body.innerHTML : html };
}

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

/** Splits the home page's CMS HTML; with nothing to take out, `rest` is the HTML unchanged. */
export function splitHomeContent(html: string, origin = window.location.origin): HomeContent {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const slides: Promo[] = [];
  const ads: Promo[] = [];
  for (const row of Array.from(body.children)) {
    const slider = row.querySelector(SLIDER);
    if (slider && slides.length === 0) {
      slider.querySelectorAll(SLIDE).forEach((slide, i) => slides.push(toPromo(slide, `slide-${i}`, origin)));
      row.remove();
    } else if (!slider && row.querySelector(BANNER)) {
      row.querySelectorAll(BANNER).forEach((banner) => ads.push(toPromo(banner, `ad-${ads.length}`, origin)));
      row.remove();
    }
  }
  return { slides, ads, rest: slides.length || ads.length ? body.innerHTML : html };
}

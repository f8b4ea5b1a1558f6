// The home page's largest paint is the banner slider's first image. The server knows the home page's content
// when it sends index.html (its page hints), so it preloads that image from the HTML with the slider's own
// srcset and sizes: the download starts with the page, not after the app's code has run. No DOM here (the
// server runs it): the first slide is found as home-content.ts's SLIDER / SLIDE selectors and
// backgroundImage() find it; src/app/inlined-data.test.tsx checks the preload is what the home page renders.
import type { ImagePreload } from '../../lib/inlined-data';
import { bannerSrcSet } from './banner-image';
import { BANNER_SIZES } from './constants';

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };

/** An HTML attribute's text as the DOM reads it (named and numeric character references). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference: string, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? reference;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : reference;
  });
}

/** The first slide's background image in CMS home page `html` (desktop, else mobile), as an http(s) URL. */
export function firstSlideImage(html: string, origin: string): string | null {
  const slider = html.indexOf('data-content-type="slider"');
  const slide = slider === -1 ? -1 : html.indexOf('data-content-type="slide"', slider);
  if (slide === -1) return null;
  const inside = html.indexOf('>', slide) + 1; // the slide's descendants, up to the next slide
  const next = html.indexOf('data-content-type="slide"', inside);
  const body = html.slice(inside, next === -1 ? undefined : next);
  const raw = /data-background-images="([^"]*)"/.exec(body)?.[1];
  if (raw === undefined) return null;
  try {
    const images = JSON.parse(decodeAttribute(raw).replace(/\\(.)/g, '$1')) as Record<string, unknown>;
    const src = images.desktop_image ?? images.mobile_image;
    if (typeof src !== 'string' || !src) return null;
    const url = new URL(src, origin);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The preload for the home page's first banner, or null when its content has none. */
export function bannerPreload(html: string, origin: string): ImagePreload | null {
  const image = firstSlideImage(html, origin);
  return image ? { imagesrcset: bannerSrcSet(image), imagesizes: BANNER_SIZES } : null;
}

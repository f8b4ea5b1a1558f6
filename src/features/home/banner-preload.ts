// The home page's largest paint is the banner slider's first image. When the server inlined the home page's
// content (app/first-page.ts), that image is known before the home page's code has even arrived: a preload
// with the slider's own srcset and sizes starts it at once, and the <img> later reuses the response.
import { bannerSrc, bannerSrcSet } from './banner-image';
import { BANNER_FALLBACK_WIDTH, BANNER_SIZES } from './constants';
import { backgroundImage, SLIDE, SLIDER } from './home-content';

/** Adds <link rel="preload"> for the first slide of the CMS home page `html` (as splitHomeContent finds it). */
export function preloadFirstBanner(html: string, origin = window.location.origin): void {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const slide = page.querySelector(SLIDER)?.querySelector(SLIDE);
  const image = slide ? backgroundImage(slide, origin) : null;
  if (!image) return;
  const link = document.createElement('link');
  const attributes = {
    rel: 'preload',
    as: 'image',
    href: bannerSrc(image, BANNER_FALLBACK_WIDTH),
    imagesrcset: bannerSrcSet(image),
    imagesizes: BANNER_SIZES,
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

// SPEC 7.3's 'banner click' for the banners of the home page's first paint (its slider and ad container). Their
// links carry data-banner-name, -placement and -position (home's promo-link.tsx) and one delegated listener, started by the deferred shell, records the
// clicks: the first route's JavaScript (at its budget) carries no analytics code for them.
import { ANALYTICS_EVENTS } from './events';
import { track } from './track';

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[data-banner-placement]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const { bannerName, bannerPlacement, bannerPosition } = link.dataset;
  track(ANALYTICS_EVENTS.bannerClick, {
    banner_name: bannerName ?? '',
    banner_placement: bannerPlacement,
    banner_position: Number(bannerPosition),
    link_url: link.getAttribute('href'),
  });
}

/** Starts recording clicks on marked banner links; returns the function that stops it. */
export function listenForBannerClicks(target: Document = document): () => void {
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}

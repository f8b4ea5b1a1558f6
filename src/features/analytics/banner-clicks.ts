// SPEC 7.3's 'banner click' for the banners of the home page's first paint (its slider and ad container). Their
// links are marked (lib/banner-mark) and one delegated listener, started by the deferred shell, records the
// clicks: the first route's JavaScript (at its budget) carries no analytics code for them.
import { BANNER_LINK, readBannerMark } from '../../lib/banner-mark';
import { ANALYTICS_EVENTS } from './events';
import { track } from './track';

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest(BANNER_LINK) : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const { name, placement, position } = readBannerMark(link);
  track(ANALYTICS_EVENTS.bannerClick, {
    banner_name: name,
    banner_placement: placement,
    banner_position: position,
    link_url: link.getAttribute('href'),
  });
}

/** Starts recording clicks on marked banner links; returns the function that stops it. */
export function listenForBannerClicks(target: Document = document): () => void {
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}

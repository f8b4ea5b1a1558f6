// SPEC 7.3's 'banner click' for the home page's promotions (the banner slider and the ad container).
import type { Promo } from './home-content';

/** Where on the home page a banner sits. */
export type BannerPlacement = 'banner slider' | 'ad container';

/**
 * Records a click on a home banner. The tracker loads on the click: the home page is the first paint and must
 * not carry it (by the time a shopper clicks, the deferred shell has usually loaded it already).
 */
export function trackBannerClick(promo: Promo, placement: BannerPlacement, position: number): void {
  void import(/* webpackChunkName: "analytics" */ '../analytics')
    .then(({ track, ANALYTICS_EVENTS }) =>
      track(ANALYTICS_EVENTS.bannerClick, {
        banner_name: promo.name,
        banner_placement: placement,
        banner_position: position,
        ...(promo.link ? { link_url: promo.link.href } : {}),
      }),
    )
    .catch(() => {}); // analytics never gets in the shopper's way
}

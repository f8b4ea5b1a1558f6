// SPEC 7.3's 'banner click' for Page Builder banners and slides on CMS pages.
import { ANALYTICS_EVENTS, track } from '../../../../analytics';
import type { BannerConfig } from './banner-config';

/** A banner on its own, or a slide of a slider. */
export type BannerPlacement = 'cms banner' | 'cms slider';

/** Records a click on a linked CMS banner or slide, named as the content editor named it. */
export function trackBannerClick(
  config: Pick<BannerConfig, 'name' | 'link'>,
  placement: BannerPlacement,
): void {
  track(ANALYTICS_EVENTS.bannerClick, {
    ...(config.name ? { banner_name: config.name } : {}),
    banner_placement: placement,
    ...(config.link ? { link_url: config.link.href } : {}),
  });
}

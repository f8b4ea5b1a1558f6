// How a banner link in the first paint is marked for SPEC 7.3's 'banner click': the page writes these data
// attributes (no analytics code in its chunk), features/analytics reads them when the link is clicked.

/** A banner: its name, where it sits on the page, and its position there (1-based). */
export interface BannerMark {
  name: string;
  placement: string;
  position: number;
}

/** Selects a marked banner link. */
export const BANNER_LINK = 'a[data-banner-placement]';

/** The attributes a banner link carries. */
export function bannerAttributes({ name, placement, position }: BannerMark): Record<string, string> {
  return {
    'data-banner-name': name,
    'data-banner-placement': placement,
    'data-banner-position': String(position),
  };
}

/** The banner a marked link stands for. */
export function readBannerMark(link: HTMLElement): BannerMark {
  const { bannerName, bannerPlacement, bannerPosition } = link.dataset;
  return { name: bannerName ?? '', placement: bannerPlacement ?? '', position: Number(bannerPosition) };
}

import { imageUrl } from '../../lib/images';
import { BANNER_ASPECT_RATIO, BANNER_WIDTHS } from './constants';

/** A banner image at a width step, cropped to the banner's box. */
export function bannerSrc(src: string, width: number, ratio = BANNER_ASPECT_RATIO): string {
  return imageUrl(src, { width, height: Math.round(width / ratio) });
}

/** The banner's srcset over the width steps up to the slider's maximum. */
export function bannerSrcSet(src: string, ratio = BANNER_ASPECT_RATIO): string {
  return BANNER_WIDTHS.map((width) => `${bannerSrc(src, width, ratio)} ${width}w`).join(', ');
}

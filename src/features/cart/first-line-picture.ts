// The cart page's largest paint is its first line's picture, and the cart is the customer's (asked for by the
// client, never inlined), so no hint in the HTML can name it. Once the boot's answer is in, the picture is
// asked for at once, ahead of the page's render: the <img> then finds it loaded (same srcset and sizes).
import { imageSrcset, imageUrl, nearestWidth } from '../../lib/images';
import type { CartData } from './cart-types';
import { linePicture } from './line-picture';
import { LINE_IMAGE_HEIGHT, LINE_IMAGE_SIZES, LINE_IMAGE_WIDTH } from './constants';

/** The picture of the first line the cart page shows, or null. */
export function firstLinePicture(cart: CartData | null | undefined): string | null {
  const first = (cart?.items ?? []).find((line) => line && line.is_available !== false);
  return first ? linePicture(first) : null;
}

/** Preloads `resource` as the cart line's <img> will ask for it; resolves once loaded or failed. */
export function preloadLinePicture(resource: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = imageUrl(resource, { width: nearestWidth(LINE_IMAGE_WIDTH), height: LINE_IMAGE_HEIGHT });
    link.setAttribute('imagesrcset', imageSrcset(resource));
    link.setAttribute('imagesizes', LINE_IMAGE_SIZES);
    link.setAttribute('fetchpriority', 'high');
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

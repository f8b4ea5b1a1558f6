// Product page constants (SPEC 7.3, 9).
import { IMAGE_WIDTHS } from '../../lib/images';

/** SPEC 7.3: the data-layer event of a successful add. */
export const ADD_TO_CART_EVENT = 'add_to_cart';

/** CSS widths of the main picture and the thumbnails; Image picks the file width from the device. */
export const GALLERY_IMAGE_WIDTH = 480;
export const THUMBNAIL_WIDTH = IMAGE_WIDTHS.thumbnail;
/** The main picture's rendered width, for its srcset (and the page hints' preload of it). */
export const GALLERY_IMAGE_SIZES = `(max-width: 768px) 100vw, ${GALLERY_IMAGE_WIDTH}px`;

export const DEFAULT_MIN_QUANTITY = 1;

/** Product cards in the related and up-sell sliders get at least this many CSS pixels (home's carousels'). */
export const RECOMMENDATION_MIN_ITEM_WIDTH = 170;
/** Room kept below the fold for the specifications and the sliders until they render (nothing jumps). */
export const SPECIFICATIONS_MIN_HEIGHT = '16rem';
export const RECOMMENDATIONS_MIN_HEIGHT = '28rem';

/** Where Buy Now takes the shopper (SPEC 2.1's checkout route). */
export const CHECKOUT_PATH = '/checkout';

/** Attributes shown as colour swatches; the others are text chips. */
export const COLOR_ATTRIBUTES = ['color'];

/**
 * SPEC 2.4: the delivery bar shows for signed-in shoppers, or for everyone in the build variant that allows
 * guests the cart (the shell reads the same GUEST_CART_ALLOWED flag for its cart trigger).
 */
export function guestDeliveryBarAllowed(): boolean {
  return process.env.GUEST_CART_ALLOWED === 'true';
}

/** SPEC 2.4: never for virtual products. */
export const VIRTUAL_PRODUCT_TYPE = 'VirtualProduct';

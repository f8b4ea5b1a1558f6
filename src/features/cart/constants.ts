// Cart constants (SPEC 7.3 event names, 9 limits).

/** SPEC 7.3: the cart's data-layer events. */
export const CART_EVENTS = {
  removeFromCart: 'remove_from_cart',
  cartUpdated: 'cart_updated',
  viewCart: 'view_cart',
  couponApplied: 'coupon applied',
  couponRemoved: 'coupon removed',
  rewardCoinsApplied: 'reward coin applied',
} as const;

export const LINE_IMAGE_WIDTH = 96;
/** SPEC 9: the default aspect ratio 0.8 (the catalogue's pictures are 4:5). */
export const LINE_IMAGE_HEIGHT = 120;
export const LINE_IMAGE_SIZES = `${LINE_IMAGE_WIDTH}px`;
export const MIN_LINE_QUANTITY = 1;

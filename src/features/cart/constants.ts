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
export const MIN_LINE_QUANTITY = 1;

// Every analytics event SPEC 7.3 names, by group. Flows fire them through track() as they are built (the
// cart, checkout and account flows are other features'); test/contract/analytics-events.test.ts lists which
// are fired so far.
export const SPEC_EVENTS = {
  cartAndCheckout: [
    'add_to_cart',
    'remove_from_cart',
    'cart_updated',
    'view_cart',
    'begin_checkout',
    'payment_initiated',
    'order_created',
    'purchase',
    'payment_failed',
    'Payment Success',
    'shipping details updated',
  ],
  couponsAndWishlist: [
    'coupon applied',
    'coupon removed',
    'wishlist add',
    'wishlist remove',
    'wishlist updated',
    'wishlist viewed',
  ],
  accounts: [
    'login',
    'logout',
    'signup',
    'phone verification',
    'email verification',
    'institute code verified',
  ],
  plansAndRewards: ['student plan purchase', 'employee plan purchase', 'reward coin applied'],
  browsing: ['search', 'filter', 'banner click', 'footer click', 'social click'],
} as const;

export type SpecEventName = (typeof SPEC_EVENTS)[keyof typeof SPEC_EVENTS][number];

/**
 * Shopper actions added after SPEC 7.3 (issue 28, step 13), named in SPEC's style and fired like SPEC's: the
 * data layer's name of each (test/contract/analytics-events.test.ts checks they are fired, and nothing else is).
 */
export const STEP_13_EVENTS = {
  reviews: ['review submitted'],
} as const;

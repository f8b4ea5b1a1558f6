/** Routing constants (SPEC 2.1–2.3, 9). */

// Build flags are read when called (webpack's DefinePlugin inlines them; tests set process.env).

/** Payment providers' return routes: /{name}/checkout/success/{order}; names are lower-cased build flags. */
export function paymentProviders(): [string, string] {
  return [
    (process.env.PAYMENT_PROVIDER_ONE || 'razorpay').toLowerCase(),
    (process.env.PAYMENT_PROVIDER_TWO || 'payu').toLowerCase(),
  ];
}

/** Pages a guest may not open: they are sent to /sign-in, remembering where they were going (SPEC 2.2). */
export const PROTECTED_PATHS = [
  '/wishlist',
  '/saved-payments',
  '/order-history',
  '/communications',
  '/address-book',
  '/account-information',
  '/stock-alerts',
  '/returns',
] as const;

export const SIGN_IN_PATH = '/sign-in';

/** SPEC 2.1's programme redirects: each URL leads into its partner's store view (codes as seeded). */
export const PROGRAMME_STORES: Readonly<Record<string, string>> = {
  '/samsung': 'samsung',
  '/apple-student-purchase-program.html': 'apple_student',
};
export const REFERRAL_PATH = '/referral';
/** Old "refer a friend" URLs (e.g. /referafriend, /customer/refer-a-friend) now live at /referral. */
export const OLD_REFERRAL_PATTERN = /refer-?a-?friend/i;

export const VISITED_PATHS_LIMIT = 5;
export const REDIRECT_CODES = [301, 302] as const;
export const CATEGORY_SHIMMER_GALLERY_ITEMS = 6;

/** The one customer id that is always signed out on sight (a build flag; never rendered). */
export function forceLogoutCustomerId(): string {
  return (process.env.FORCE_LOGOUT_CUSTOMER_ID || '').trim();
}

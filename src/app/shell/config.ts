import { SHELL_MESSAGES } from './messages';

// Shell build flags, read when called (webpack inlines process.env.*; tests set process.env).

/** The build variant where guests may use the cart (and are not sent to sign in from the cart trigger). */
export function guestCartAllowed(): boolean {
  return process.env.GUEST_CART_ALLOWED === 'true';
}

export const CART_BADGE_CAP = 99;

/** '99+' above 99 (SPEC 2.4, 9). */
export function cartBadge(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** Account pages: the bottom bar is hidden there and the mobile header shows a back arrow with this title. */
export const ACCOUNT_PAGE_TITLES: Record<string, string> = {
  '/account-information': 'My profile',
  '/order-history': 'My Orders',
  '/wishlist': 'My Wishlist',
  '/address-book': 'Address Book',
  '/zepp-coins': 'My Rewards Points',
  '/bills-and-recharge': 'My Bills & Recharge',
  '/saved-payments': 'Saved Payments',
  '/communications': 'Communications',
  '/stock-alerts': 'My Stock Alerts',
};

export function accountPageTitle(pathname: string): string | null {
  const base = `/${pathname.split('/')[1] ?? ''}`;
  return ACCOUNT_PAGE_TITLES[base] ?? null;
}

/** SPEC 2.4: /cart and /checkout have a back-arrow phone header with their title, and no tab bar. */
export const CART_PAGE_TITLES: Record<string, string> = {
  '/cart': SHELL_MESSAGES.shoppingCart,
  '/checkout': SHELL_MESSAGES.checkout,
};

/** The phone header's back-arrow title for this path (cart, checkout and account pages), else null. */
export function backHeaderTitle(pathname: string): string | null {
  return CART_PAGE_TITLES[pathname] ?? accountPageTitle(pathname);
}

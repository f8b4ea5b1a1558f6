/** Names of the phone drawers in the shell slice's `drawer`. */
export const CATEGORIES_DRAWER = 'categories';
export const YOU_DRAWER = 'you';
/** The full-screen menu opened from the header (SPEC 2.4): a drawer too, so it never stacks on the others. */
export const MENU_DRAWER = 'menu';

export const DRAWER_TITLES: Record<string, string> = {
  [CATEGORIES_DRAWER]: 'Categories',
  [YOU_DRAWER]: 'You',
  [MENU_DRAWER]: 'Menu',
};
/** The mini-cart, opened from the desktop header's cart trigger. */
export const MINI_CART_DRAWER = 'mini-cart';

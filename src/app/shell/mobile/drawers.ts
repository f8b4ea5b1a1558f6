/** Names of the phone drawers in the app slice's `drawer`. */
export const CATEGORIES_DRAWER = 'categories';
export const YOU_DRAWER = 'you';

export const DRAWER_TITLES: Record<string, string> = {
  [CATEGORIES_DRAWER]: 'Categories',
  [YOU_DRAWER]: 'You',
};

/**
 * The full-screen menu's own labels (the spec words none of them). Apart from drawers.ts, which ships with the
 * first paint: only the lazy panel needs these.
 */
export const MENU_LABELS = {
  close: 'Close menu',
  categories: 'Categories',
} as const;

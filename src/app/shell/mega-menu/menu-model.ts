// Turns getMegaMenu's category tree into menu entries (SPEC 2.4 mega menu, 9 limits).
import type { MenuCategoryData } from '../api/mega-menu.graphql';

export const MEGA_MENU_VISIBLE = 8;
export const IMAGE_COLUMNS = 2;
/** The bill-and-recharge category and its children open the bill payment page instead of a category page. */
export const BILL_AND_RECHARGE_KEY = 'bill-and-recharge';
export const BILL_PAYMENT_PATH = '/setu';

export interface MenuEntry {
  uid: string;
  name: string;
  url: string;
  image: string | null;
  isBillAndRecharge: boolean;
  children: MenuEntry[];
}

/** /{url_path}{suffix}, or /setu?p={segment} inside bill-and-recharge (p = the category's own segment). */
export function categoryUrl(urlPath: string, suffix: string): string {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments[0] === BILL_AND_RECHARGE_KEY) {
    return `${BILL_PAYMENT_PATH}?${new URLSearchParams({ p: segments[segments.length - 1] ?? BILL_AND_RECHARGE_KEY })}`;
  }
  return `/${segments.join('/')}${suffix}`;
}

/** Only include_in_menu categories, by position, each linked with the store's category URL suffix. */
export function toMenuEntries(
  categories: readonly (MenuCategoryData | null)[] | null | undefined,
  suffix: string,
): MenuEntry[] {
  return (categories ?? [])
    .filter((category): category is MenuCategoryData =>
      Boolean(category?.include_in_menu && category.url_path && category.name),
    )
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((category) => {
      const urlPath = category.url_path ?? '';
      return {
        uid: category.uid,
        name: category.name ?? '',
        url: categoryUrl(urlPath, suffix),
        image: category.image,
        isBillAndRecharge: urlPath.split('/')[0] === BILL_AND_RECHARGE_KEY,
        children: toMenuEntries(category.children, suffix),
      };
    });
}

// Turns getMegaMenu's category tree into menu entries (SPEC 2.4 mega menu, 9 limits).
import { billCategoryUrl, isBillAndRechargePath } from '../../../features/bills';
import type { MenuCategoryData } from '../api/mega-menu.graphql';

export const MEGA_MENU_VISIBLE = 8;
export const IMAGE_COLUMNS = 2;

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
  if (isBillAndRechargePath(urlPath)) return billCategoryUrl(urlPath);
  return `/${urlPath.split('/').filter(Boolean).join('/')}${suffix}`;
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
        isBillAndRecharge: isBillAndRechargePath(urlPath),
        children: toMenuEntries(category.children, suffix),
      };
    });
}

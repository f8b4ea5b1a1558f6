import { useQuery } from '@apollo/client/react';
import {
  GET_MEGA_MENU,
  GET_STORE_CONFIG_FOR_MEGA_MENU,
  type MegaMenuConfigData,
  type MegaMenuData,
} from '../api/mega-menu.graphql';
import { toMenuEntries, type MenuEntry } from './menu-model';

/** The top menu categories with two levels below them; empty until both queries have answered. */
export function useMenuCategories(): { categories: MenuEntry[]; loading: boolean } {
  const menu = useQuery<MegaMenuData>(GET_MEGA_MENU);
  const config = useQuery<MegaMenuConfigData>(GET_STORE_CONFIG_FOR_MEGA_MENU);
  if (!menu.data || !config.data) return { categories: [], loading: menu.loading || config.loading };
  const suffix = config.data.storeConfig?.category_url_suffix ?? '';
  const root = menu.data.categoryList?.[0];
  return { categories: toMenuEntries(root?.children, suffix), loading: false };
}

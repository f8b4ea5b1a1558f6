import { useQuery } from '@apollo/client/react';
import {
  GET_HOME_CATEGORIES,
  type HomeCategoriesData,
  type HomeCategoryData,
} from '../api/home-categories.graphql';
import { billCategoryUrl, isBillAndRechargePath } from '../../bills';

export interface CategoryTile {
  uid: string;
  name: string;
  href: string;
  image: string;
}

export interface HomeCategoriesView {
  loading: boolean;
  categories: CategoryTile[];
}

/** /{url_path}{suffix}; the bill-and-recharge category opens the bill payment page, as in the mega menu. */
function categoryHref(category: HomeCategoryData): string {
  const path = category.url_path ?? '';
  if (isBillAndRechargePath(path)) return billCategoryUrl(path);
  return `/${path}${category.url_suffix ?? ''}`;
}

/** The top categories shown in the menu that have an image, by position. */
export function toCategoryTiles(data: HomeCategoriesData | undefined): CategoryTile[] {
  return (data?.categoryList ?? [])
    .flatMap((root) => root?.children ?? [])
    .filter((c): c is HomeCategoryData => Boolean(c?.include_in_menu && c.name && c.url_path && c.image))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((c) => ({ uid: c.uid, name: c.name ?? '', href: categoryHref(c), image: c.image ?? '' }));
}

export function useHomeCategories(): HomeCategoriesView {
  const { data, loading } = useQuery<HomeCategoriesData>(GET_HOME_CATEGORIES);
  return { loading: loading && !data, categories: toCategoryTiles(data) };
}

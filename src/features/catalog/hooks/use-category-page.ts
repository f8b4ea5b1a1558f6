import { useQuery } from '@apollo/client/react';
import { usePageTitle } from '../../routing';
import type { Crumb } from '../../../ui/breadcrumbs/breadcrumbs';
import { GET_CATEGORY, type CategoryData } from '../api/product-listing.graphql';

/** A link of the category's breadcrumb trail. */
export type BreadcrumbView = Crumb;

export interface CategoryPageView {
  title: string;
  /** The category's ancestors, top first; null while they load. */
  breadcrumbs: BreadcrumbView[] | null;
}

/** A category page's title and trail; the title is the route's name until the category has loaded. */
export function useCategoryPage(uid: string, routeName: string): CategoryPageView {
  const { data } = useQuery<CategoryData>(GET_CATEGORY, { variables: { uid } });
  const category = data?.categories?.items?.[0] ?? null;
  const title = category?.name || routeName;
  usePageTitle(title);
  const suffix = category?.url_suffix ?? '';
  const breadcrumbs = data
    ? [...(category?.breadcrumbs ?? [])]
        .sort((a, b) => (a?.category_level ?? 0) - (b?.category_level ?? 0))
        .flatMap((crumb) =>
          crumb?.category_name && crumb.category_url_path
            ? [{ label: crumb.category_name, href: `/${crumb.category_url_path}${suffix}` }]
            : [],
        )
    : null;
  return { title, breadcrumbs };
}

// Which page renders each resolved URL type (SPEC 2.3), loaded on demand. Category and product pages are
// the route's name for now; the catalogue step gives them their real default variants.
import { lazy } from 'react';
import type { RootComponentMap } from '../features/routing';

const ResolvedPage = lazy(() => import('../features/routing/components/resolved-page'));

export const ROOT_COMPONENTS: RootComponentMap = {
  CMS_PAGE: { default: lazy(() => import('../features/cms/components/cms-page')) },
  CATEGORY: { default: lazy(() => import('../features/catalog/components/category-page')) },
  PRODUCT: { default: ResolvedPage },
};

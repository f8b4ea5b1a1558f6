// Which page renders each resolved URL type (SPEC 2.3), loaded on demand.
import { lazy } from 'react';
import type { RootComponentMap } from '../features/routing';

export const ROOT_COMPONENTS: RootComponentMap = {
  CMS_PAGE: { default: lazy(() => import('../features/cms/components/cms-page')) },
  CATEGORY: { default: lazy(() => import('../features/catalog/components/category-page')) },
  PRODUCT: { default: lazy(() => import('../features/product/components/product-page')) },
};

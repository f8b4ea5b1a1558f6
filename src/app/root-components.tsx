// Which page renders each resolved URL type (SPEC 2.3), loaded on demand, each with its loading view.
import {
  CategoryShimmer,
  RouteFetching,
  type RootComponentMap,
  type RootComponentProps,
} from '../features/routing';
import { lazyComponent } from '../ui/lazy/lazy-component';

// Chunk names are the page types': the server reads them from the build manifest to preload a page's code.
export const ROOT_COMPONENTS: RootComponentMap = {
  CMS_PAGE: {
    default: lazyComponent<RootComponentProps>(
      () => import(/* webpackChunkName: "page-CMS_PAGE" */ '../features/cms/components/cms-page'),
      <RouteFetching />,
    ),
  },
  CATEGORY: {
    default: lazyComponent<RootComponentProps>(
      () => import(/* webpackChunkName: "page-CATEGORY" */ '../features/catalog/components/category-page'),
      <CategoryShimmer />,
    ),
  },
  PRODUCT: {
    default: lazyComponent<RootComponentProps>(
      () => import(/* webpackChunkName: "page-PRODUCT" */ '../features/product/components/product-page'),
      <RouteFetching />,
    ),
  },
};

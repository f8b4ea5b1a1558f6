import { useQuery } from '@apollo/client/react';
import type { ProductCardData } from '../../../catalog';
import {
  GET_PAGE_BUILDER_CATEGORY_PRODUCTS,
  GET_PAGE_BUILDER_PRODUCTS,
  type PageBuilderProductsData,
} from '../api/page-builder.graphql';
import type { ProductsConfig } from '../content-types/products/products-config';

export interface PageBuilderProductsView {
  loading: boolean;
  products: ProductCardData[];
  /** How many placeholders to show while loading. */
  expected: number;
}

/** The products a products block lists, in the widget's order when it listed SKUs. */
export function usePageBuilderProducts({
  skus,
  categoryIds,
  count,
}: ProductsConfig): PageBuilderProductsView {
  const bySku = skus.length > 0;
  const bySkuResult = useQuery<PageBuilderProductsData>(GET_PAGE_BUILDER_PRODUCTS, {
    variables: { skus, pageSize: skus.length },
    skip: !bySku,
  });
  const byCategoryResult = useQuery<PageBuilderProductsData>(GET_PAGE_BUILDER_CATEGORY_PRODUCTS, {
    variables: { categoryIds, pageSize: count },
    skip: bySku || categoryIds.length === 0,
  });
  const { data, loading } = bySku ? bySkuResult : byCategoryResult;
  const products = (data?.products?.items ?? []).filter((item): item is ProductCardData => item !== null);
  if (bySku) products.sort((a, b) => skus.indexOf(a.sku ?? '') - skus.indexOf(b.sku ?? ''));
  return {
    loading: loading && !data,
    products,
    expected: Math.min(bySku ? skus.length : count, 4),
  };
}

import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ProductCardData } from '../../catalog';
import {
  GET_RECENTLY_VIEWED_PRODUCTS,
  type RecentlyViewedProductsData,
} from '../api/recently-viewed.graphql';

export interface RecentlyViewedProducts {
  loading: boolean;
  products: ProductCardData[];
}

/**
 * The products' cards in the order they were viewed. Asked sorted, so the same products answer from the cache
 * whatever their order; products no longer sold are not answered, and not shown.
 */
export function useRecentlyViewedProducts(skus: string[]): RecentlyViewedProducts {
  const asked = useMemo(() => [...skus].sort(), [skus]);
  const { data, loading } = useQuery<RecentlyViewedProductsData>(GET_RECENTLY_VIEWED_PRODUCTS, {
    variables: { skus: asked, pageSize: asked.length },
    skip: asked.length === 0,
  });
  const products = useMemo(() => {
    const bySku = new Map(
      (data?.products?.items ?? []).flatMap((item) => (item?.sku ? [[item.sku, item] as const] : [])),
    );
    return skus.flatMap((sku) => {
      const product = bySku.get(sku);
      return product ? [product] : [];
    });
  }, [data, skus]);
  return { loading: loading && !data, products };
}

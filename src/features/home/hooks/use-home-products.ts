import { useQuery } from '@apollo/client/react';
import type { ProductCardData } from '../../catalog';
import {
  GET_BESTSELLER_PRODUCTS,
  GET_HOME_PRODUCTS,
  type BestsellerProductsData,
  type HomeProductsData,
} from '../api/home-sections.graphql';
import { CAROUSEL_PRODUCTS } from '../constants';

export interface HomeProductsView {
  loading: boolean;
  products: ProductCardData[];
}

const present = (items: (ProductCardData | null)[] | null | undefined) =>
  (items ?? []).filter((item): item is ProductCardData => item !== null);

/** A home carousel's products: those matching a products filter (top deals, new arrivals). */
export function useFilteredProducts(filter: Record<string, unknown>): HomeProductsView {
  const { data, loading } = useQuery<HomeProductsData>(GET_HOME_PRODUCTS, {
    variables: { filter, pageSize: CAROUSEL_PRODUCTS },
  });
  return { loading: loading && !data, products: present(data?.products?.items) };
}

/** The store's bestsellers; the query needs a customer token, so guests never ask (SPEC 1, 6). */
export function useBestsellers(signedIn: boolean): HomeProductsView {
  const { data, loading } = useQuery<BestsellerProductsData>(GET_BESTSELLER_PRODUCTS, {
    variables: { pageSize: CAROUSEL_PRODUCTS },
    skip: !signedIn,
  });
  return { loading: signedIn && loading && !data, products: present(data?.bestsellerProducts?.items) };
}

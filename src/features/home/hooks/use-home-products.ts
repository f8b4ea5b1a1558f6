import { useDeferredValue, useMemo } from 'react';
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

type Items = (ProductCardData | null)[] | null | undefined;

const present = (items: Items) => (items ?? []).filter((item): item is ProductCardData => item !== null);
const filteredItems = (data: HomeProductsData) => data.products?.items;
const bestsellerItems = (data: BestsellerProductsData) => data.bestsellerProducts?.items;

/**
 * A carousel's answer is a dozen product cards (~100 components). useQuery hands it over in a synchronous
 * render (a store subscription), which React never splits: the cards render instead in the deferred pass
 * that follows (useDeferredValue), which React time-slices. Until then the carousel keeps its skeleton; the
 * view is memoised so that the synchronous pass stops at the (memo) carousel.
 */
function useDeferredProducts<T>(data: T | undefined, loading: boolean, itemsOf: (data: T) => Items) {
  const shown = useDeferredValue(data);
  const waiting = (loading || shown !== data) && !shown;
  const products = useMemo(() => present(shown && itemsOf(shown)), [shown, itemsOf]);
  return useMemo<HomeProductsView>(() => ({ loading: waiting, products }), [waiting, products]);
}

/** A home carousel's products: those matching a products filter (top deals, new arrivals). */
export function useFilteredProducts(filter: Record<string, unknown>): HomeProductsView {
  const { data, loading } = useQuery<HomeProductsData>(GET_HOME_PRODUCTS, {
    variables: { filter, pageSize: CAROUSEL_PRODUCTS },
  });
  return useDeferredProducts(data, loading, filteredItems);
}

/** The store's bestsellers; the query needs a customer token: only a signed-in customer's page mounts this. */
export function useBestsellers(): HomeProductsView {
  const { data, loading } = useQuery<BestsellerProductsData>(GET_BESTSELLER_PRODUCTS, {
    variables: { pageSize: CAROUSEL_PRODUCTS },
  });
  return useDeferredProducts(data, loading, bestsellerItems);
}

import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams, type To } from 'react-router-dom';
import type { ProductCardData } from '../../catalog';
import { usePageTitle } from '../../routing';
import { GET_BRAND_PRODUCTS, type BrandProductsData } from '../api/brand-products.graphql';
import { GET_BRANDS, type BrandsData } from '../api/brands.graphql';
import { brandKeyFromParam, isBrandOf } from '../brand-url';
import { ALL_BRANDS, BRAND_PAGE_SIZE, FIRST_PAGE, PAGE_PARAM } from '../constants';

export interface BrandPageView {
  /** The brand list is still loading. */
  loadingBrand: boolean;
  /** No brand has this key. */
  notFound: boolean;
  name: string;
  logo: string | null;
  loadingProducts: boolean;
  error: boolean;
  products: ProductCardData[];
  totalCount: number | null;
  currentPage: number;
  totalPages: number;
  pageHref: (page: number) => To;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** A brand page: the brand named by the URL, and one page (of 6) of its products; ?page= picks the page. */
export function useBrandPage(): BrandPageView {
  const key = brandKeyFromParam(useParams().brandKey);
  const [params] = useSearchParams();
  const currentPage = pageFrom(params.get(PAGE_PARAM));
  const brands = useQuery<BrandsData>(GET_BRANDS, { variables: { pageSize: ALL_BRANDS } });
  const brand = brands.data?.brands?.find((b) => b !== null && isBrandOf(key, b)) ?? null;
  const products = useQuery<BrandProductsData>(GET_BRAND_PRODUCTS, {
    variables: { brandCode: brand?.brand_code ?? '', pageSize: BRAND_PAGE_SIZE, currentPage },
    skip: !brand,
  });
  const name = brand?.name || brand?.brand_code || '';
  usePageTitle(name || null);
  const list = products.data?.products;
  return {
    loadingBrand: brands.loading && !brands.data,
    notFound: Boolean(brands.data) && !brand,
    name,
    logo: brand?.logo ?? null,
    loadingProducts: !list && !products.error,
    error: Boolean(products.error || (brands.error && !brands.data)),
    products: (list?.items ?? []).filter((item): item is ProductCardData => item !== null),
    totalCount: list?.total_count ?? null,
    currentPage,
    totalPages: list?.page_info?.total_pages ?? 0,
    pageHref: (page) => ({ search: page === FIRST_PAGE ? '' : `?${PAGE_PARAM}=${page}` }),
  };
}

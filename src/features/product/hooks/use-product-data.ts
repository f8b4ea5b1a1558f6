import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { GET_PRODUCT_BRANDS, GET_PRODUCT_DETAIL } from '../api/product.graphql';
import type { ProductBrandsData, ProductDetail, ProductDetailData } from '../types';

export interface ProductData {
  product: ProductDetail | null;
  /** The brand's name (its code until the brand list is known). */
  brand: string | null;
  /** Nothing to show yet: the skeleton's turn. */
  loading: boolean;
  failed: boolean;
}

/** The product at this URL (the one the catch-all resolved) and its brand's name. */
export function useProductData(): ProductData {
  const { pathname } = useLocation();
  const { data, loading, error } = useQuery<ProductDetailData>(GET_PRODUCT_DETAIL, {
    variables: { url: pathname },
  });
  const brands = useQuery<ProductBrandsData>(GET_PRODUCT_BRANDS);
  const route = data?.route;
  const product = route?.uid && route.price_range ? (route as ProductDetail) : null;
  const code = product?.brand_code;
  const brand = code
    ? (brands.data?.brands?.find((candidate) => candidate?.brand_code === code)?.name ?? code)
    : null;
  return {
    product,
    brand,
    loading: loading && !data,
    failed: !product && (Boolean(error) || Boolean(data)),
  };
}

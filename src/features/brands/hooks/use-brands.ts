import { useQuery } from '@apollo/client/react';
import { GET_BRANDS, type Brand, type BrandsData } from '../api/brands.graphql';
import { brandHref } from '../brand-url';
import { BRANDS_SHOWN } from '../constants';

export interface BrandLink {
  uid: string;
  name: string;
  logo: string | null;
  href: string;
}

export interface BrandsView {
  loading: boolean;
  brands: BrandLink[];
}

export function toBrandLink(brand: Brand): BrandLink {
  return { uid: brand.uid, name: brand.name || brand.brand_code, logo: brand.logo, href: brandHref(brand) };
}

/** The brands of the home section and the sign-in slider, in the shop's order (featured brands first). */
export function useBrands(): BrandsView {
  const { data, loading } = useQuery<BrandsData>(GET_BRANDS, { variables: { pageSize: BRANDS_SHOWN } });
  const brands = (data?.brands ?? []).flatMap((brand) => (brand ? [toBrandLink(brand)] : []));
  return { loading: loading && !data, brands };
}

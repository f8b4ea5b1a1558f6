import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_PRODUCT_LIST, type ProductListData } from '../api/product-listing.graphql';
import type { ProductCardData } from '../api/product-card.graphql';
import { FIRST_PAGE, PAGE_SIZE } from '../constants';
import { toFilterInput, type ListingBase, type ListingParams, type SelectedFilters } from '../listing-params';

export interface ProductListView {
  products: ProductCardData[];
  totalCount: number | null;
  /** The page count, or the previous listing's while the next loads, so the pagination doesn't jump. */
  totalPages: number;
  loading: boolean;
  error: boolean;
}

interface Request {
  base: ListingBase;
  filters: SelectedFilters;
  params: ListingParams;
  skip: boolean;
  /** Called when the requested page is past the last one (a stale or edited link). */
  onPageOverflow: () => void;
}

/** One page of the listing's products, filtered and sorted as the URL says (SPEC 3: page size 6). */
export function useProductList({ base, filters, params, skip, onPageOverflow }: Request): ProductListView {
  const { field, direction } = params.sort;
  const { data, loading, error } = useQuery<ProductListData>(GET_PRODUCT_LIST, {
    variables: {
      search: base.search,
      filter: toFilterInput(base, filters),
      sort: { [field]: direction },
      pageSize: PAGE_SIZE,
      currentPage: params.page,
    },
    skip,
  });
  const products = data?.products;
  const [kept, setKept] = useState(0);
  const total = products?.page_info?.total_pages;
  if (typeof total === 'number' && total !== kept) setKept(total);

  // Magento refuses a page past the last; the shopper gets the first page instead of an error.
  const overflow = Boolean(error) && params.page > FIRST_PAGE;
  useEffect(() => {
    if (overflow) onPageOverflow();
  }, [overflow, onPageOverflow]);

  return {
    products: (products?.items ?? []).filter((item): item is ProductCardData => item !== null),
    totalCount: products?.total_count ?? null,
    totalPages: typeof total === 'number' ? total : kept,
    loading: (loading || overflow) && !products,
    error: Boolean(error) && !overflow,
  };
}

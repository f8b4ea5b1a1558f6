import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';
import type { ProductCardData } from '../../catalog';
import {
  GET_PRODUCT_EXTRAS,
  type AttributeValueData,
  type ProductExtrasData,
} from '../api/product-extras.graphql';

export interface SpecificationRow {
  code: string;
  label: string;
  value: string;
}

export interface ProductExtrasView {
  /** Nothing to show yet: the page has not settled, or the answer is on its way. */
  loading: boolean;
  specifications: SpecificationRow[];
  related: ProductCardData[];
  upsells: ProductCardData[];
}

const valueOf = (attribute: AttributeValueData) =>
  attribute.value ??
  (attribute.selected_options ?? []).flatMap((option) => (option?.label ? [option.label] : [])).join(', ');

const cards = (list: (ProductCardData | null)[] | null | undefined, own: string | undefined) =>
  (list ?? []).filter((card): card is ProductCardData => card !== null && card.uid !== own);

/**
 * The product's specifications and its related and up-sell products. Asked only once the page has settled, so
 * neither the request nor its rendering competes with the page's largest paint.
 */
export function useProductExtras(): ProductExtrasView {
  const { pathname } = useLocation();
  const settled = usePageSettled();
  const { data, loading } = useQuery<ProductExtrasData>(GET_PRODUCT_EXTRAS, {
    variables: { url: pathname },
    skip: !settled,
  });
  return useMemo(() => {
    const labels = new Map(
      (data?.attributesList?.items ?? []).flatMap((item) => (item?.label ? [[item.code, item.label]] : [])),
    );
    const route = data?.route;
    const specifications = (route?.custom_attributesV2?.items ?? []).flatMap((attribute) => {
      const value = attribute ? valueOf(attribute) : '';
      return attribute && value
        ? [{ code: attribute.code, label: labels.get(attribute.code) ?? attribute.code, value }]
        : [];
    });
    return {
      loading: !settled || (loading && !data),
      specifications,
      related: cards(route?.related_products, route?.uid),
      upsells: cards(route?.upsell_products, route?.uid),
    };
  }, [data, loading, settled]);
}

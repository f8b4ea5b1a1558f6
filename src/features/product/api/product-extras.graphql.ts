// What the product page shows below its fold, asked once the page has settled and the shopper nears it: the
// specifications (Magento's custom_attributesV2, labelled by attributesList) and the related and up-sell
// products (related_products, upsell_products), as cards. The same route(url) as the page's own query, so
// the product stays one entry in the cache.
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

export const GET_PRODUCT_EXTRAS = gql`
  query GetProductExtras($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        uid
        custom_attributesV2(filters: { is_visible_on_front: true }) {
          items {
            code
            ... on AttributeValue {
              value
            }
            ... on AttributeSelectedOptions {
              selected_options {
                label
                value
              }
            }
          }
        }
        related_products {
          uid
          ...ProductCardFields
        }
        upsell_products {
          uid
          ...ProductCardFields
        }
      }
    }
    attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) {
      items {
        code
        label
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export interface AttributeValueData {
  code: string;
  value?: string | null;
  selected_options?: ({ label: string; value: string } | null)[] | null;
}

export interface ProductExtrasData {
  route: {
    uid?: string;
    custom_attributesV2?: { items: (AttributeValueData | null)[] | null } | null;
    related_products?: (ProductCardData | null)[] | null;
    upsell_products?: (ProductCardData | null)[] | null;
  } | null;
  attributesList: { items: ({ code: string; label: string | null } | null)[] | null } | null;
}

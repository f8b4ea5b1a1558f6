// Editing a configurable line's options (SPEC 4.4): the product's options and variants, read when the
// shopper opens the edit dialog. Loaded with the cart page.
import { gql } from '@apollo/client';

export const GET_CART_ITEM_OPTIONS = gql`
  query GetCartItemOptions($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        sku
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            values {
              uid
              label
            }
          }
          variants {
            attributes {
              uid
              code
              label
            }
            product {
              uid
              sku
            }
          }
        }
      }
    }
  }
`;

export interface CartItemOptionsData {
  products: {
    items:
      | ({
          uid: string;
          sku: string;
          configurable_options?:
            | {
                uid: string;
                attribute_code: string;
                label: string;
                values: { uid: string; label: string }[];
              }[]
            | null;
          variants?:
            | {
                attributes: { uid: string; code: string; label: string }[];
                product: { uid: string; sku: string } | null;
              }[]
            | null;
        } | null)[]
      | null;
  } | null;
}

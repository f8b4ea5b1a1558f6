// Magento's mergeCarts (SPEC issue 9): a guest's cart joins the customer's on sign-in. The answer carries the
// merged count into the one cached Cart, so the header shows it at once.
import { gql } from '@apollo/client';

export const MERGE_CARTS = gql`
  mutation MergeCarts($source: String!, $destination: String!) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
      total_quantity
      total_summary_quantity_including_config
    }
  }
`;

// A placed order's money, in one fragment the confirmation and the order detail page both select (and whose
// shape the order e-mail is built from on the server): Magento's OrderTotal and applied gift cards, plus
// Zepp_CartTotals' handling charges and payment surcharge (custom-modules.graphql).
import { gql } from '@apollo/client';

export const ORDER_PRICES_FRAGMENT = gql`
  fragment OrderPricesFragment on CustomerOrder {
    id
    is_virtual
    items {
      id
      quantity_ordered
    }
    applied_gift_cards {
      code
      applied_balance {
        value
        currency
      }
    }
    total {
      subtotal_incl_tax {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      total_reward_points {
        value
        currency
      }
      handling_charges {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      payment_surcharge {
        value
        currency
      }
      grand_total {
        value
        currency
      }
    }
  }
`;

interface Money {
  value: number | null;
  currency?: string | null;
}

/** The shape of OrderPricesFragment. */
export interface OrderPricesData {
  id: string;
  is_virtual: boolean;
  items: ({ id: string; quantity_ordered: number | null } | null)[] | null;
  applied_gift_cards: ({ code: string; applied_balance: Money } | null)[] | null;
  total: {
    subtotal_incl_tax: Money;
    discounts: ({ label: string; amount: Money } | null)[] | null;
    total_reward_points: Money | null;
    handling_charges: Money | null;
    total_shipping: Money;
    payment_surcharge: Money | null;
    grand_total: Money;
  } | null;
}

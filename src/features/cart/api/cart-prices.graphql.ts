// The cart's money, in one fragment that every query and mutation answering a cart's totals selects (the cart
// page, checkout, the discounts, the payment method), so the one cached Cart always holds all of it and every
// page shows the same lines: Magento's CartPrices, applied gift cards and selected shipping method, the
// MW_RewardPoints coins and Zepp_CartTotals' handling charges and payment surcharge (custom-modules.graphql).
import { gql } from '@apollo/client';

export const CART_PRICES_FRAGMENT = gql`
  fragment CartPricesFragment on Cart {
    id
    total_quantity
    prices {
      subtotal_including_tax {
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
      handling_charges {
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
    applied_gift_cards {
      code
      applied_balance {
        value
        currency
      }
    }
    mw_applied_reward_points {
      points
      money {
        value
        currency
      }
    }
    shipping_addresses {
      street
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
      }
    }
  }
`;

export interface MoneyData {
  value: number | null;
  currency: string | null;
}

/** The shape of CartPricesFragment. */
export interface CartPricesData {
  id: string;
  total_quantity: number;
  prices: {
    subtotal_including_tax?: MoneyData | null;
    grand_total: MoneyData | null;
    discounts: ({ label?: string | null; amount: MoneyData } | null)[] | null;
    handling_charges?: MoneyData | null;
    payment_surcharge?: MoneyData | null;
  } | null;
  applied_gift_cards: ({ code: string | null; applied_balance?: MoneyData | null } | null)[] | null;
  mw_applied_reward_points: { points: number | null; money: MoneyData | null } | null;
  shipping_addresses?:
    | ({
        street?: (string | null)[];
        selected_shipping_method?: {
          carrier_code: string;
          method_code: string;
          carrier_title: string;
          method_title: string;
          amount: MoneyData;
        } | null;
      } | null)[]
    | null;
}

// What the checkout page shows of the cart (network-only, SPEC 4): lines, totals, the payment methods Magento
// allows and what the payment list rule reads (is_only_upi, the coupons), and the shipping methods.
import { gql } from '@apollo/client';
import type { ShippingMethod } from './checkout.graphql';

export const GET_CHECKOUT_CART = gql`
  query GetCheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      email
      is_only_upi
      total_quantity
      shippingCharges
      items {
        uid
        quantity
        product {
          uid
          sku
          name
          productsurcharge_fee
          thumbnail {
            url
          }
          price_range {
            maximum_price {
              final_price {
                value
                currency
              }
            }
          }
        }
      }
      prices {
        grand_total {
          value
          currency
        }
        subtotal_including_tax {
          value
          currency
        }
      }
      applied_coupons {
        code
      }
      available_payment_methods {
        code
        title
      }
      shipping_addresses {
        street
        available_shipping_methods {
          carrier_code
          method_code
          carrier_title
          method_title
          available
          amount {
            value
            currency
          }
        }
      }
    }
  }
`;

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface CheckoutCartItem {
  uid: string;
  quantity: number;
  product: {
    uid: string;
    sku: string;
    name: string | null;
    productsurcharge_fee: number | null;
    thumbnail: { url: string | null } | null;
    price_range: { maximum_price: { final_price: Money } | null };
  };
}

export interface CheckoutCartData {
  cart: {
    id: string;
    email: string | null;
    is_only_upi: boolean | null;
    total_quantity: number;
    shippingCharges: number | null;
    items: (CheckoutCartItem | null)[] | null;
    prices: { grand_total: Money | null; subtotal_including_tax: Money | null } | null;
    applied_coupons: ({ code: string } | null)[] | null;
    available_payment_methods: ({ code: string; title: string } | null)[] | null;
    shipping_addresses: ({
      available_shipping_methods: (ShippingMethod | null)[] | null;
    } | null)[];
  } | null;
}

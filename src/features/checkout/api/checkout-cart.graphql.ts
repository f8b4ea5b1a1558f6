// What the checkout page shows of the cart (network-only, SPEC 4): lines, the cart's money (the cart's own
// CartPricesFragment, so the summary shows the cart page's lines), the payment methods Magento allows and what
// the payment list rule reads (is_only_upi, the coupons), and the shipping methods.
import { gql } from '@apollo/client';
import { CART_PRICES_FRAGMENT, type CartPricesData } from '../../cart';
import type { ShippingMethod } from './checkout.graphql';

export const GET_CHECKOUT_CART = gql`
  query GetCheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      email
      is_only_upi
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
      ...CartPricesFragment
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
  ${CART_PRICES_FRAGMENT}
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

type CheckoutShippingAddress = NonNullable<NonNullable<CartPricesData['shipping_addresses']>[number]> & {
  available_shipping_methods: (ShippingMethod | null)[] | null;
};

export type CheckoutCartPrices = Omit<CartPricesData, 'shipping_addresses'> & {
  shipping_addresses: (CheckoutShippingAddress | null)[];
};

export interface CheckoutCartData {
  cart:
    | (CheckoutCartPrices & {
        email: string | null;
        is_only_upi: boolean | null;
        items: (CheckoutCartItem | null)[] | null;
        applied_coupons: ({ code: string } | null)[] | null;
        available_payment_methods: ({ code: string; title: string } | null)[] | null;
      })
    | null;
}

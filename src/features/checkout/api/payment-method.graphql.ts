// Magento's setPaymentMethodOnCart, sent when the payment step is accepted: the cart's totals then carry the
// method's surcharge (cash on delivery's Rs. 50), and its answer brings them into the cached Cart, so the
// summary and the review show what placing the order will charge. Loaded with that step, not with the page.
import { gql } from '@apollo/client';
import { CART_PRICES_FRAGMENT } from '../../cart';

export const SET_PAYMENT_METHOD_ON_CART = gql`
  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        ...CartPricesFragment
        available_payment_methods {
          code
          title
        }
      }
    }
  }
  ${CART_PRICES_FRAGMENT}
`;

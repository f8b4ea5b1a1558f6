// The chosen payment method goes onto the cart as soon as the payment step is accepted, not only when the order
// is placed: Magento's totals depend on it (cash on delivery adds Rs. 50, SPEC 9), and the shopper must see the
// charge in the summary and the review before placing, not first on the confirmation. payment-information sets
// the same method again when it places the order, so the total shown is the total charged.
import type { ApolloClient } from '@apollo/client';

const paymentMutation = () =>
  import(/* webpackChunkName: "checkout-step-mutations" */ './api/payment-method.graphql');

export async function putPaymentMethodOnCart(
  apollo: ApolloClient,
  cartId: string,
  code: string,
): Promise<void> {
  const { SET_PAYMENT_METHOD_ON_CART } = await paymentMutation();
  await apollo.mutate({ mutation: SET_PAYMENT_METHOD_ON_CART, variables: { cartId, code } });
}

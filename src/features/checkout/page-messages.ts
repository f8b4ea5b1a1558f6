// The checkout, confirmation and payment return pages' words: their own module, so they load with the pages
// (messages.ts is in the first-route code, through the slice).
/** SPEC 9's payment labels and the cash-on-delivery note. */
export const FREE_LABEL = 'No Payment Information Required';
export const COD_LABEL = 'Cash on delivery';
export const COD_NOTE = 'Additional charge of Rs. 50 applicable.';

export const CHECKOUT_MESSAGES = {
  title: 'Checkout',
  loading: 'Loading your cart…',
  emptyCart: 'Your cart is empty, so there is nothing to check out.',
  continueShopping: 'Continue shopping',
  shippingAddress: 'Shipping address',
  savedAddresses: 'Your saved addresses',
  addNewAddress: 'Add a new address',
  useSavedAddress: 'Use a saved address',
  deliverHere: 'Deliver to this address',
  shippingMethod: 'Shipping method',
  noShippingMethods: 'No shipping method is available for this address.',
  continue: 'Continue',
  edit: 'Edit',
  billingAndPayment: 'Billing and payment',
  billingSameAsShipping: 'Billing address same as shipping address',
  billingAddress: 'Billing address',
  paymentMethod: 'Payment method',
  noPaymentOptions: 'No payment method is available for this cart.',
  choosePayment: 'Choose a payment method.',
  /** A gateway's option once chosen (the step's summary): its provider named, as both offer UPI. */
  gatewayOption: (option: string, provider: string) => `${option} via ${provider}`,
  review: 'Review and place order',
  orderSummary: 'Order summary',
  items: 'Items',
  quantity: (n: number) => `Qty: ${n}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  grandTotal: 'Grand total',
  placeOrder: 'Place order',
  placingOrder: 'Placing your order…',
  offlineWaiting:
    'You are offline. Your order will be placed as soon as the connection returns; keep this page open.',
  redirecting: 'Taking you to the payment page…',
  continueToPayment: 'Continue to payment',
  unexpected: 'Sorry! An unexpected error occurred.',
  // Order confirmation
  confirmationTitle: 'Order Confirmation',
  thankYou: 'Thank you for your order!',
  orderNumber: (number: string) => `Your order number is ${number}.`,
  deliveryAddress: 'Delivery address',
  noRecentOrder: 'There is no recent order to show.',
  createAccountPrompt: 'Create an account to track this order and check out faster next time.',
  createAccount: 'Create an account',
  // Payment return
  paymentTitle: 'Payment Status',
  checkingPayment: 'Checking your payment…',
  paymentFailed: 'Your payment did not go through, and the order was cancelled.',
  paymentCancelled: 'Your payment was cancelled.',
  paymentPending: 'We are still waiting for the payment provider to confirm your payment.',
  itemsKept: 'The items are back in your cart.',
  tryAgain: 'Try again',
  checkAgain: 'Check again',
  orderNotFound: 'We could not find that order.',
} as const;

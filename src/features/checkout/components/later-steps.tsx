// The checkout steps that open after the shipping ones, in a chunk of their own (checkout-page.tsx): the payment
// options and placing the order load once the page shows its first step, not before it.
export { PaymentStep } from './payment-step';
export { PlaceOrder } from './place-order';

// A bill payment's reference in the payment return route /{provider}/checkout/success/{reference}: the
// gateways send bill payments back to the same return route as orders, as BILL-{payment id}. Tiny on purpose:
// the router reads it to choose the bills' return page over checkout's.
const BILL_REFERENCE = /^BILL-([1-9][0-9]{0,9})$/;

/** The bill payment id in a return route's reference, or null when it is an order number. */
export function billPaymentIdOf(reference: string): string | null {
  return BILL_REFERENCE.exec(reference)?.[1] ?? null;
}

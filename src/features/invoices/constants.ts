/**
 * The invoice events, beyond SPEC 7.3 (src/features/analytics/shop-events.ts lists them for the contract test),
 * named as SPEC names its own: the thing, then what happened to it.
 */
export const INVOICE_EVENTS = {
  download: 'invoice download',
} as const;

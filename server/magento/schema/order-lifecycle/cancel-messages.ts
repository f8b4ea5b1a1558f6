// OrderCancellation's words: Magento's messages exactly (its api-functional tests assert them), and the
// reasons this shop's shoppers choose from (StoreConfig.order_cancellation_reasons).
export const CANCEL_MESSAGES = {
  disabled: 'Order cancellation is not enabled for requested store.',
  unauthorised: 'Current user is not authorized to cancel this order',
  notFound: "The entity that was requested doesn't exist. Verify the entity and try again.",
  shipped: 'Order with one or more items shipped cannot be cancelled',
  invalidStatus: 'Order already closed, complete, cancelled or on hold',
  invalidReason: 'Order cancellation reason is invalid.',
  missing: (field: 'order_id' | 'reason') => `Required parameter "${field}" is missing or incorrect.`,
} as const;

export const CANCELLATION_REASONS: readonly string[] = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery is taking too long',
  'Need to change the delivery address',
  'Want to pay another way',
  'Other',
];

/** Magento's CancelOrderErrorCode of each message. */
export const CANCEL_ERROR_CODES: Record<string, string> = {
  [CANCEL_MESSAGES.disabled]: 'ORDER_CANCELLATION_DISABLED',
  [CANCEL_MESSAGES.unauthorised]: 'UNAUTHORISED',
  [CANCEL_MESSAGES.notFound]: 'ORDER_NOT_FOUND',
  [CANCEL_MESSAGES.shipped]: 'PARTIAL_ORDER_ITEM_SHIPPED',
  [CANCEL_MESSAGES.invalidStatus]: 'INVALID_ORDER_STATUS',
};

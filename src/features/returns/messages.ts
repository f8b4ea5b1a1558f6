// What the reorder button, the return form and My Returns say.
export const RETURN_MESSAGES = {
  reorder: 'Reorder',
  reordering: 'Adding to cart…',
  reorderFailed: 'We could not add this order to your cart. Please try again.',
  returnItems: 'Return items',
  orderReturns: 'Returns',
  returnLine: (number: string, status: string) => `Return #${number}: ${status}`,
  formTitle: 'Return Items',
  formHeading: (order: string) => `Return items from order #${order}`,
  windowNote: (days: number) => `Items can be returned within ${days} days of delivery.`,
  loading: 'Fetching Data...',
  loadError: 'We could not load this order. Please try again.',
  retry: 'Try again',
  nothingToReturn: 'No items of this order can be returned now.',
  returnThis: (name: string) => `Return ${name}`,
  quantity: (name: string) => `Quantity of ${name} to return`,
  reason: 'Reason',
  resolution: 'Resolution',
  choose: 'Choose…',
  comment: 'Comment (optional)',
  submit: 'Request return',
  submitting: 'Sending…',
  chooseItem: 'Choose at least one item to return.',
  chooseReason: (name: string) => `Choose a reason and a resolution for ${name}.`,
  requestFailed: 'We could not send your return request. Please try again.',
  requested: (number: string) =>
    `Your return #${number} was requested. We will tell you when we authorize it.`,
  backToOrder: 'Back to the order',
  myReturnsTitle: 'My Returns',
  empty: 'You have not requested any returns.',
  listLoadError: 'We could not load your returns. Please try again.',
  returnNumber: 'Return #',
  date: 'Date',
  order: 'Order',
  items: 'Items',
  status: 'Status',
  itemLine: (name: string, qty: number) => `${name} × ${qty}`,
} as const;

/** Magento's ReturnStatus / ReturnItemStatus as the shopper reads them. */
export const RETURN_STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  AUTHORIZED: 'Authorized',
  RECEIVED: 'Received',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  DENIED: 'Denied',
  CLOSED: 'Closed',
};
export const statusLabel = (status: string | null) =>
  (status && RETURN_STATUS_LABELS[status]) || status || '';

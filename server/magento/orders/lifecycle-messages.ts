// What an order's life says to the operator (the orders command's refusals) and to the shopper (status labels,
// notifications, credit memo comments). Magento's own messages (cancelOrder's) are Magento's words exactly.
import { formatMoney } from '../../../common/money';

/** Status codes (orders.status) and the label CustomerOrder.status shows for each. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  partially_shipped: 'Partially Shipped',
  shipped: 'Shipped',
  complete: 'Delivered',
  closed: 'Refunded',
  canceled: 'Canceled',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** The operator's refusals (orders command); nothing was written when one is given. */
export const REFUSED = {
  noOrder: (n: string) => `No order #${n}.`,
  awaitingPayment: (n: string) => `Order #${n} waits for its online payment; the payment gateway settles it.`,
  wrongState: (n: string, label: string, past: string) => `Order #${n} is ${label}: it cannot be ${past}.`,
  shippedAlready: (n: string) => `Order #${n} has shipped items: it cannot be cancelled.`,
  nothingToShip: (n: string) => `Order #${n} has nothing left to ship.`,
  unknownSku: (n: string, sku: string) => `Order #${n} has no item ${sku}.`,
  overShip: (n: string, sku: string, left: number) =>
    `Order #${n}: only ${left} of ${sku} ${left === 1 ? 'is' : 'are'} left to ship.`,
  badQty: (sku: string) => `${sku}: the quantity must be a whole number above 0.`,
  unknownCarrier: (code: string, known: string[]) =>
    `Unknown carrier "${code}". Carriers: ${known.join(', ')}.`,
  badTrackNumber: 'A tracking number is 4 to 40 letters, digits or dashes.',
  notPaid: (n: string) => `Order #${n} is not paid: there is nothing to refund (cancel it instead).`,
} as const;

/** What the shopper is told, in each channel, when the order changes. */
export type OrderNewsKind = 'shipped' | 'partially_shipped' | 'delivered' | 'canceled' | 'refunded';

export const NEWS_TITLES: Record<OrderNewsKind, (n: string) => string> = {
  shipped: (n) => `Order #${n} has shipped`,
  partially_shipped: (n) => `Part of order #${n} has shipped`,
  delivered: (n) => `Order #${n} was delivered`,
  canceled: (n) => `Order #${n} was cancelled`,
  refunded: (n) => `Order #${n} was refunded`,
};

export interface NewsFacts {
  kind: OrderNewsKind;
  number: string;
  /** 'Blue Dart 1234567890' for a shipment with a tracking number. */
  tracking?: string;
  /** The credit memo's comment for a refund. */
  refund?: string;
}

export function newsBody(f: NewsFacts): string {
  switch (f.kind) {
    case 'shipped':
      return `Your order is on its way${f.tracking ? ` with ${f.tracking}` : ''}.`;
    case 'partially_shipped':
      return `Some items of your order are on their way${f.tracking ? ` with ${f.tracking}` : ''}; the rest follow.`;
    case 'delivered':
      return 'Your order was delivered. We hope you enjoy it.';
    case 'canceled':
      return f.refund ? `Your order was cancelled. ${f.refund}` : 'Your order was cancelled.';
    case 'refunded':
      return f.refund ?? 'Your order was refunded.';
  }
}

/** The e-mail's link line: a customer's order page, or a guest's Track your order page. */
export const EMAIL_LINK_LINE = (link: string) => `See your order: ${link}`;

export const ORDER_NEWS_TEMPLATE: Record<OrderNewsKind, string> = {
  shipped: 'order_shipment',
  partially_shipped: 'order_shipment',
  delivered: 'order_delivered',
  canceled: 'order_canceled',
  refunded: 'order_creditmemo',
};

/** Where the refunded money goes, by the method the shopper paid with on the gateway's page. */
const REFUND_DESTINATIONS: Record<string, string> = {
  card: 'your card',
  credit_card: 'your card',
  debit_card: 'your card',
  emi: 'your card',
  upi: 'your UPI account',
  netbanking: 'your bank account',
  wallet: 'your wallet',
  bnpl: 'your pay-later account',
};

const REFUND_DELAYS: Record<string, string> = {
  upi: 'it usually arrives within 2 working days',
  wallet: 'it usually arrives within 2 working days',
};

/** The day in India, as '29 Nov 2026'. */
export const indiaDay = (ms: number) =>
  new Date(ms).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The credit memo's comment: how much, where to, when it reaches the shopper. */
export function refundComment(
  amount: number,
  method: string | null,
  nowMs: number,
  onDelivery: boolean,
): string {
  const money = formatMoney(amount);
  const day = indiaDay(nowMs);
  if (onDelivery)
    return `${money} was refunded on ${day} to your bank account on file; it takes 5–7 working days to arrive.`;
  const destination = REFUND_DESTINATIONS[method ?? ''] ?? 'your original payment method';
  const delay = REFUND_DELAYS[method ?? ''] ?? 'banks take 5–7 working days';
  return `${money} was refunded to ${destination} on ${day}; ${delay}.`;
}

/** The shopper's tracking page: what it says of a parcel. */
export const TRACKING_PAGE = {
  title: (carrier: string, number: string) => `${carrier} ${number}`,
  heading: 'Track your parcel',
  shipped: 'Shipped',
  delivered: 'Delivered',
  inTransit: 'On its way',
  notFoundTitle: 'Tracking number not found',
  notFound: 'We could not find a parcel with this tracking number. Check the number and try again.',
  note: 'The shop’s own record of this parcel; the courier’s site may show more of its journey.',
} as const;

// The order e-mail (Magento's new-order e-mail) in the sandbox outbox, sent once an order is good: when it is
// placed for cash on delivery and free orders, on the gateway's approval for the others. Its money is the
// storefront's own: the order as customer.orders answers it (order-fields.ts), made into the one price
// breakdown with the same labels and lib/money's formatting, so the e-mail says what every page said.
import { orderShippingMethodLabel } from '../../../../common/checkout/shipping-method-label';
import { coinName } from '../../../../common/brand';
import type { OrderPrices } from '../../../../common/orders/order-breakdown';
import { orderBreakdownAmounts } from '../../../../common/orders/order-breakdown';
import { GST_INVOICE_LABELS } from '../../../../common/gst/messages';
import { formatMoney } from '../../../../common/money';
import { lineAmountText, priceBreakdown } from '../../../../common/price/price-breakdown-model';
import { nowMs } from '../../clock';
import type { StandInConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { OrderRow } from '../../db/repositories/orders';
import { orderLink } from '../../orders/order-news';
import { sendToOutbox, type OutboxMessage } from '../../outbox/outbox';
import type { RequestContext } from '../../context';
import { customerOrderFields, EMI_MONTHS_KEY, orderViews } from './order-fields';

export const ORDER_EMAIL_TEMPLATE = 'order_confirmation';

type Field = keyof typeof customerOrderFields;

/** The order's fields as customer.orders answers them (its resolvers read the database and the config). */
function answer(config: StandInConfig, db: Db, order: OrderRow) {
  const [view] = orderViews(db, [order]);
  const ctx = { db, config } as RequestContext;
  return {
    field: (name: Field) => customerOrderFields[name]!(view!, {}, ctx),
    items: view!.batch.items.get(order.entity_id) ?? [],
  };
}

/** The order's money in OrderPricesFragment's shape, as the confirmation and order pages read it. */
function orderPrices(order: OrderRow, { field, items }: ReturnType<typeof answer>): OrderPrices {
  return {
    is_virtual: field('is_virtual') as boolean,
    items: items.map((item) => ({ quantity_ordered: item.qty_ordered })),
    applied_gift_cards: field('applied_gift_cards') as OrderPrices['applied_gift_cards'],
    total: field('total') as OrderPrices['total'],
  };
}

/** A business buyer's GST facts, as their invoice will print them (the billing address's company and vat_id). */
function gstLines({ field }: ReturnType<typeof answer>): string[] {
  const billing = field('billing_address') as { company: string | null; vat_id: string | null } | null;
  if (!billing?.vat_id) return [];
  return [
    '',
    `${GST_INVOICE_LABELS.businessName}: ${billing.company ?? ''}`,
    `${GST_INVOICE_LABELS.gstin}: ${billing.vat_id}`,
  ];
}

/** Zepp_Emi: ", card EMI over 6 months" when the gateway reported a plan. */
function emiText({ field }: ReturnType<typeof answer>): string {
  const [method] = field('payment_methods') as { additional_data: { name: string; value: string }[] }[];
  const months = method?.additional_data.find((d) => d.name === EMI_MONTHS_KEY)?.value;
  return months ? `, card EMI over ${months} months` : '';
}

/** The e-mail of a placed order; `origin` is the storefront's, for the link to the order's page (if known). */
export function orderEmail(
  config: StandInConfig,
  db: Db,
  order: OrderRow,
  origin: string | null,
): OutboxMessage {
  const answered = answer(config, db, order);
  const breakdown = priceBreakdown(orderBreakdownAmounts(orderPrices(order, answered)), coinName());
  const money = (value: number) => formatMoney(value);
  const items = answered.items.map(
    (item) => `- ${item.name} × ${item.qty_ordered}: ${money(item.row_total)}`,
  );
  const lines = [...breakdown.lines, breakdown.total].map((l) => `${l.label}: ${lineAmountText(l, money)}`);
  const carrier = answered.field('carrier') as string | null;
  const shipping = order.shipping_description
    ? [`Shipping method: ${orderShippingMethodLabel(carrier, order.shipping_description)}`]
    : [];
  // A customer follows the order in My Orders; a guest's at Track your order, found by its token
  // (Magento's protect_code, guestOrderByToken's input).
  const link = origin ? orderLink(order, origin) : undefined;
  const text = [
    `Hello ${order.customer_firstname},`,
    '',
    `Thank you for your order #${order.increment_id}.`,
    '',
    'Items',
    ...items,
    '',
    'Price details',
    ...lines,
    '',
    ...shipping,
    `Payment method: ${order.payment_title}${emiText(answered)}`,
    ...gstLines(answered),
    ...(link ? ['', `See your order: ${link}`] : []),
  ].join('\n');
  return {
    channel: 'email',
    to: order.email,
    template: ORDER_EMAIL_TEMPLATE,
    subject: `Your order #${order.increment_id} is confirmed`,
    text,
    ...(link ? { link } : {}),
  };
}

/**
 * Writes the order's e-mail to the outbox, after the order's transaction has committed. The order stands
 * whatever happens to its e-mail: a failure to write it is logged, not thrown (Magento logs a failed send too).
 */
export function mailOrder(db: Db, config: StandInConfig, order: OrderRow, origin: string | null): void {
  try {
    sendToOutbox(config, orderEmail(config, db, order, origin), nowMs(config));
  } catch (e) {
    console.error(`The e-mail of order #${order.increment_id} was not sent:`, e);
  }
}

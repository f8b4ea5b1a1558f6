// CustomerOrder, OrderTotal and order address fields over an order row. The items and addresses of a page of
// orders are read together (OrderBatch), so a page costs a few queries, not a few per order.
import type { RequestContext } from '../../context';
import type { Db } from '../../db/connection';
import {
  listOrderAddresses,
  listOrderGiftCards,
  listOrderItems,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
} from '../../db/repositories/orders';
import { orderTransactions } from '../../db/repositories/gateway-transactions';
import { encodeUid } from '../../graphql/uid';
import { STATUS_LABELS } from '../../orders/lifecycle-messages';
import { cancelRefusal } from '../order-lifecycle/cancel-rules';
import { money, round2 } from '../cart/pricing';
import { orderGstFigures } from './order-gst';
import { returnActions } from '../returns/order-returns';

export interface OrderBatch {
  items: Map<number, OrderItemRow[]>;
  addresses: Map<number, OrderAddressRow[]>;
}

export interface OrderView {
  row: OrderRow;
  batch: OrderBatch;
}

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

export function orderViews(db: Db, rows: OrderRow[]): OrderView[] {
  const ids = rows.map((r) => r.entity_id);
  const batch: OrderBatch = {
    items: group(listOrderItems(db, ids), (i) => i.order_id),
    addresses: group(listOrderAddresses(db, ids), (a) => a.order_id),
  };
  return rows.map((row) => ({ row, batch }));
}

// Magento's status labels, and the shop's shipped ones (orders/lifecycle-messages.ts).
export { STATUS_LABELS };

function address(view: OrderView, type: 'shipping' | 'billing') {
  const row = view.batch.addresses.get(view.row.entity_id)?.find((a) => a.address_type === type);
  if (!row) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    region: row.region,
    region_id: row.region_id === null ? null : String(row.region_id),
    postcode: row.postcode,
    country_code: row.country_id,
    telephone: row.telephone,
    vat_id: row.vat_id,
  };
}

function total(ctx: RequestContext, view: OrderView) {
  const order = view.row;
  const gst = orderGstFigures(ctx, view);
  const shippingHandling = round2(order.shipping_amount + order.handling_amount + order.cod_fee);
  const couponDiscount = order.coupon_code
    ? [
        {
          amount: money(order.discount_amount),
          applied_to: 'ITEM',
          coupon: { code: order.coupon_code },
          label: order.coupon_label ?? order.coupon_code,
        },
      ]
    : [];
  return {
    grand_total: money(order.grand_total),
    base_grand_total: money(order.grand_total),
    subtotal: money(gst.subtotalExclTax),
    subtotal_excl_tax: money(gst.subtotalExclTax),
    subtotal_incl_tax: money(order.subtotal),
    discounts: couponDiscount,
    total_shipping: money(order.shipping_amount),
    shipping_handling: {
      total_amount: money(shippingHandling),
      amount_including_tax: money(shippingHandling),
      amount_excluding_tax: money(gst.chargesExclTax),
      taxes: [],
    },
    // Stored when the order was placed, from the same lines as `taxes` (cart/totals-gst.ts).
    total_tax: money(order.tax_amount),
    taxes: gst.taxes.map((t) => ({ title: t.title, rate: t.rate, amount: money(t.amount) })),
    total_giftcard: money(order.gift_card_amount),
    total_reward_points: money(order.reward_amount),
    handling_charges: money(order.handling_amount),
    payment_surcharge: money(order.cod_fee),
  };
}

type Field = (view: OrderView, args: unknown, ctx: RequestContext) => unknown;

/** The additional_data key of an order's card EMI plan (its months). */
export const EMI_MONTHS_KEY = 'emi_months';

export const customerOrderFields: Record<string, Field> = {
  id: (v) => encodeUid(v.row.entity_id),
  number: (v) => v.row.increment_id,
  order_number: (v) => v.row.increment_id,
  increment_id: (v) => v.row.increment_id,
  order_date: (v) => v.row.created_at,
  created_at: (v) => v.row.created_at,
  order_status_change_date: (v) => v.row.updated_at,
  status: (v) => STATUS_LABELS[v.row.status] ?? v.row.status,
  email: (v) => v.row.email,
  grand_total: (v) => v.row.grand_total,
  is_virtual: (v) => address(v, 'shipping') === null,
  carrier: (v) => v.row.shipping_description?.split(' - ')[0] ?? null,
  shipping_method: (v) => v.row.shipping_description,
  token: (v) => v.row.protect_code,
  customer_info: (v) => ({ firstname: v.row.customer_firstname, lastname: v.row.customer_lastname }),
  applied_coupons: (v) => (v.row.coupon_code ? [{ code: v.row.coupon_code }] : []),
  applied_gift_cards: (v, _args, ctx) =>
    listOrderGiftCards(ctx.db, v.row.entity_id).map((g) => ({
      code: g.code,
      applied_balance: money(g.amount),
    })),
  // Magento's OrderCancellation: CANCEL exactly when the customer's cancelOrder would succeed; RETURN while
  // some item can be returned (returns/order-returns.ts).
  available_actions: (v, _args, ctx) => [
    ...(v.row.customer_id !== null && cancelRefusal(ctx.db, v.row) === null ? ['CANCEL'] : []),
    ...returnActions(ctx, v.row, v.batch.items.get(v.row.entity_id) ?? []),
  ],
  payment_methods: (v, _args, ctx) => {
    // Zepp_Emi: a card EMI plan the gateway reported, as Magento keeps a method's extra facts (additional_information).
    const emiMonths = orderTransactions.findBySubject(ctx.db, v.row.entity_id)?.emi_months;
    return [
      {
        name: v.row.payment_title,
        type: v.row.payment_method,
        additional_data: [
          { name: 'payment_status', value: v.row.payment_status },
          ...(emiMonths ? [{ name: EMI_MONTHS_KEY, value: String(emiMonths) }] : []),
        ],
      },
    ];
  },
  shipping_address: (v) => address(v, 'shipping'),
  billing_address: (v) => address(v, 'billing'),
  items: (v) => (v.batch.items.get(v.row.entity_id) ?? []).map((item) => ({ item, order: v.row })),
  total: (v, _args, ctx) => total(ctx, v),
};

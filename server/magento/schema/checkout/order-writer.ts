// Writes an order from a cart's state: the order row, its items, addresses and spent gift cards. Called inside
// placeOrder's transaction; money comes from the same CartTotals the shopper was shown.
import type { Db } from '../../db/connection';
import type { CartAddressRow } from '../../db/repositories/cart-addresses';
import type { OptionLabelRow } from '../../db/repositories/cart-products';
import { findOptionLabels } from '../../db/repositories/cart-products';
import {
  insertOrder,
  insertOrderAddress,
  insertOrderGiftCard,
  insertOrderItem,
  type OrderRow,
  type OrderState,
  type PaymentStatus,
} from '../../db/repositories/orders';
import type { CartState } from '../cart/cart-state';
import type { LineTotals, PricedLine } from '../cart/totals';

export interface OrderHeader {
  email: string;
  firstname: string;
  lastname: string;
  state: OrderState;
  status: string;
  paymentMethod: string;
  paymentTitle: string;
  paymentStatus: PaymentStatus;
  estimatedDelivery: string | null;
  /** When it is placed, by the server's clock ('YYYY-MM-DD HH:MM:SS' UTC), so a test clock dates it too. */
  placedAt?: string;
}

function orderRow(state: CartState, header: OrderHeader) {
  const t = state.totals;
  const carrier = state.carrier;
  return {
    cart_id: state.cart.cart_id,
    customer_id: state.cart.customer_id,
    store_id: state.cart.store_id,
    email: header.email,
    customer_firstname: header.firstname,
    customer_lastname: header.lastname,
    state: header.state,
    status: header.status,
    coupon_code: t.coupon?.code ?? null,
    coupon_label: t.coupon?.label ?? null,
    subtotal: t.subtotal,
    mrp_discount: t.mrpDiscount,
    discount_amount: t.couponDiscount,
    reward_points: t.rewardPoints,
    reward_amount: t.rewardMoney,
    gift_card_amount: t.giftCardTotal,
    shipping_amount: t.shipping,
    handling_amount: t.handling,
    cod_fee: t.codFee,
    tax_amount: t.tax,
    grand_total: t.grandTotal,
    shipping_carrier_code: carrier?.carrier_code ?? null,
    shipping_method_code: carrier?.method_code ?? null,
    shipping_description: carrier ? `${carrier.carrier_title} - ${carrier.method_title}` : null,
    payment_method: header.paymentMethod,
    payment_title: header.paymentTitle,
    ...(header.placedAt ? { created_at: header.placedAt } : {}),
    payment_status: header.paymentStatus,
    estimated_delivery: header.estimatedDelivery,
  };
}

function itemOptions(line: PricedLine, labels: Map<number, OptionLabelRow>): string {
  const options = [line.product.color_id, line.product.size_id].flatMap((id) => {
    const option = id === null ? undefined : labels.get(id);
    return option
      ? [{ label: option.attribute_code === 'color' ? 'Color' : 'Size', value: option.label }]
      : [];
  });
  return JSON.stringify(options);
}

function writeItems(db: Db, orderId: number, state: CartState): void {
  const labels = findOptionLabels(
    db,
    state.lines.flatMap((l) => [l.product.color_id, l.product.size_id]),
  );
  state.lines.forEach((line, i) => {
    const totals = state.totals.lines[i] as LineTotals;
    insertOrderItem(db, orderId, {
      product_id: line.product.entity_id,
      parent_product_id: line.parent?.entity_id ?? null,
      sku: line.product.sku,
      parent_sku: line.parent?.sku ?? null,
      name: line.parent?.name ?? line.product.name,
      product_type: line.parent ? 'configurable' : line.product.type_id,
      url_key: line.parent?.url_key ?? line.product.url_key,
      qty_ordered: line.qty,
      price: totals.price,
      original_price: totals.regularPrice,
      row_total: totals.rowTotal,
      discount_amount: totals.discount,
      surcharge_amount: totals.surcharge,
      options: itemOptions(line, labels),
    });
  });
}

function writeAddress(db: Db, orderId: number, type: 'shipping' | 'billing', row: CartAddressRow): void {
  insertOrderAddress(db, {
    order_id: orderId,
    address_type: type,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region,
    region_code: row.region_code,
    region_id: row.region_id,
    postcode: row.postcode,
    country_id: row.country_id,
    telephone: row.telephone,
    vat_id: row.vat_id,
  });
}

export function writeOrder(db: Db, state: CartState, header: OrderHeader): OrderRow {
  const order = insertOrder(db, orderRow(state, header));
  writeItems(db, order.entity_id, state);
  if (state.shippingAddress && !state.totals.isVirtual)
    writeAddress(db, order.entity_id, 'shipping', state.shippingAddress);
  if (state.billingAddress) writeAddress(db, order.entity_id, 'billing', state.billingAddress);
  for (const { card, applied } of state.totals.giftCards) {
    if (applied > 0)
      insertOrderGiftCard(db, order.entity_id, {
        giftcardId: card.giftcard_id,
        code: card.code,
        amount: applied,
      });
  }
  return order;
}

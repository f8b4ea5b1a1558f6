// Magento's PaymentDetails reply (checkout-data-payment-details-interface): the payment methods and the
// totals, with Magento's sign conventions (discounts negative) and total segments.
import type { StandInConfig } from '../config';
import type { CartState } from '../schema/cart/cart-state';
import { CURRENCY, round2 } from '../schema/cart/pricing';
import { availablePaymentMethods } from '../schema/checkout/payment-methods';

function items(state: CartState) {
  return state.lines.map((line, i) => {
    const t = state.totals.lines[i]!;
    return {
      item_id: line.itemId,
      name: line.parent?.name ?? line.product.name,
      qty: t.qty,
      price: t.price,
      base_price: t.price,
      price_incl_tax: t.price,
      base_price_incl_tax: t.price,
      row_total: t.rowTotal,
      base_row_total: t.rowTotal,
      row_total_incl_tax: t.rowTotal,
      base_row_total_incl_tax: t.rowTotal,
      row_total_with_discount: round2(t.rowTotal - t.discount),
      discount_amount: t.discount,
      base_discount_amount: t.discount,
      discount_percent: 0,
      // The GST inside the line after its coupon share and coins, at its invoice rate.
      tax_amount: t.tax,
      base_tax_amount: t.tax,
      tax_percent: t.taxRate,
      options: '[]',
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
    };
  });
}

function segments(state: CartState) {
  const t = state.totals;
  const shippingTitle = state.carrier
    ? `Shipping & Handling (${state.carrier.carrier_title} - ${state.carrier.method_title})`
    : 'Shipping & Handling';
  const optional = [
    {
      code: 'discount',
      title: t.coupon ? `Discount (${t.coupon.label})` : 'Discount',
      value: -t.couponDiscount,
    },
    { code: 'mw_rewardpoints', title: 'Reward points', value: -t.rewardMoney },
    { code: 'handling', title: 'Handling charges', value: t.handling },
    { code: 'cod_fee', title: 'Cash on delivery fee', value: t.codFee },
    { code: 'giftcardaccount', title: 'Gift cards', value: -t.giftCardTotal },
  ].filter((s) => s.value !== 0);
  return [
    { code: 'subtotal', title: 'Subtotal', value: t.subtotal },
    { code: 'shipping', title: shippingTitle, value: t.shipping },
    ...optional,
    { code: 'tax', title: 'Tax', value: t.tax },
    { code: 'grand_total', title: 'Grand Total', value: t.grandTotal, area: 'footer' },
  ];
}

export function cartTotals(state: CartState) {
  const t = state.totals;
  const discounted = round2(t.subtotal - t.couponDiscount);
  return {
    grand_total: t.grandTotal,
    base_grand_total: t.grandTotal,
    subtotal: t.subtotal,
    base_subtotal: t.subtotal,
    discount_amount: -t.couponDiscount,
    base_discount_amount: -t.couponDiscount,
    subtotal_with_discount: discounted,
    base_subtotal_with_discount: discounted,
    shipping_amount: t.shipping,
    base_shipping_amount: t.shipping,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: t.tax,
    base_tax_amount: t.tax,
    weee_tax_applied_amount: null,
    shipping_tax_amount: t.shippingTax,
    base_shipping_tax_amount: t.shippingTax,
    subtotal_incl_tax: t.subtotal,
    base_subtotal_incl_tax: t.subtotal,
    shipping_incl_tax: t.shipping,
    base_shipping_incl_tax: t.shipping,
    base_currency_code: CURRENCY,
    quote_currency_code: CURRENCY,
    coupon_code: t.coupon?.code ?? null,
    items_qty: t.totalQty,
    items: items(state),
    total_segments: segments(state),
  };
}

export function paymentDetails(config: StandInConfig, state: CartState) {
  return {
    payment_methods: availablePaymentMethods(config, state).map(({ code, title }) => ({ code, title })),
    totals: cartTotals(state),
  };
}

// A placed order's money as the shop stored it (OrderPricesFragment), as the amounts of the one price breakdown
// (common/price/price-breakdown-model.ts): the confirmation, the order detail page and the order e-mail (the server
// imports this file) show the lines the cart showed before the order was placed.
import type { BreakdownAmounts } from '../price/price-breakdown-model';

/** An amount as Magento's `Money` answers it. */
interface Amount {
  value: number | null;
}

/** The order's money as OrderPricesFragment selects it (the storefront's query and the server's e-mail). */
export interface OrderPrices {
  is_virtual: boolean;
  items: ({ quantity_ordered: number | null } | null)[] | null;
  applied_gift_cards: ({ code: string; applied_balance: Amount } | null)[] | null;
  total: {
    subtotal_incl_tax: Amount;
    discounts: ({ label: string; amount: Amount } | null)[] | null;
    total_reward_points: Amount | null;
    handling_charges: Amount | null;
    total_shipping: Amount;
    payment_surcharge: Amount | null;
    grand_total: Amount;
  } | null;
}

const present = <T>(list: (T | null)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x !== null);

export function orderBreakdownAmounts(order: OrderPrices): BreakdownAmounts {
  const total = order.total;
  return {
    itemCount: present(order.items).reduce((sum, item) => sum + (item.quantity_ordered ?? 0), 0),
    subtotal: total?.subtotal_incl_tax.value ?? 0,
    discounts: present(total?.discounts).map((d) => ({
      label: d.label,
      amount: Math.abs(d.amount.value ?? 0),
    })),
    rewardCoins: total?.total_reward_points?.value ?? 0,
    handling: total?.handling_charges?.value ?? 0,
    shipping: order.is_virtual ? null : (total?.total_shipping.value ?? 0),
    paymentSurcharge: total?.payment_surcharge?.value ?? 0,
    giftCards: present(order.applied_gift_cards).map((g) => ({
      code: g.code,
      amount: g.applied_balance.value ?? 0,
    })),
    grandTotal: total?.grand_total.value ?? 0,
  };
}

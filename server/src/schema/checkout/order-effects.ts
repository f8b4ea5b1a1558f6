// What placing, confirming and cancelling an order does beyond the order rows: stock, reward points (through
// the customer domain's ledger), gift card balances, coupon usage and the referral reward. Each runs inside
// the caller's transaction, so an order and its effects are written together or not at all.
import type { Db } from '../../db/connection';
import {
  countParentSold,
  isSalable,
  returnStock,
  takeStock,
  uncountParentSold,
} from '../../db/repositories/cart-products';
import { findCouponByCode, recordCouponUse } from '../../db/repositories/coupons';
import { creditGiftCard, debitGiftCard } from '../../db/repositories/gift-cards';
import {
  cancelOrderItems,
  listOrderGiftCards,
  listOrderItems,
  setOrderState,
  type OrderRow,
} from '../../db/repositories/orders';
import { rewardReferralOnFirstOrder } from '../../db/repositories/referral';
import { addRewardPoints, InsufficientRewardPointsError } from '../../db/repositories/rewards';
import type { CartState } from '../cart/cart-state';
import { pointsEarnedFor } from '../cart/pricing';

/** A reason the order cannot be placed; nothing has been written when it is thrown. */
export class OrderNotPlaced extends Error {}

export const OUT_OF_STOCK = 'Some of the products are out of stock.';
/** Magento's quote error when stock remains, but less than a line asks for. */
export const NOT_ENOUGH_STOCK = 'Not all of your products are available in the requested quantity.';

/** Takes every line out of stock, or throws Magento's quote error (the transaction then writes nothing). */
export function reserveStock(db: Db, state: CartState): void {
  const short = state.lines.filter((line) => !takeStock(db, line.product.entity_id, line.qty));
  if (short.length > 0) {
    const soldOut = short.some((l) => !isSalable(l.product));
    throw new OrderNotPlaced(soldOut ? OUT_OF_STOCK : NOT_ENOUGH_STOCK);
  }
  for (const line of state.lines) if (line.parent) countParentSold(db, line.parent.entity_id, line.qty);
}

/** Spends the applied reward points, gift card balances and one use of the coupon. */
export function spendDiscounts(db: Db, state: CartState, order: OrderRow): void {
  const t = state.totals;
  if (order.customer_id !== null && t.rewardPoints > 0) {
    try {
      addRewardPoints(db, order.customer_id, {
        points: -t.rewardPoints,
        description: `Spent on order #${order.increment_id}`,
        orderNumber: order.increment_id,
      });
    } catch (e) {
      if (e instanceof InsufficientRewardPointsError) throw new OrderNotPlaced('Not enough reward points.');
      throw e;
    }
  }
  for (const { card, applied } of t.giftCards) {
    if (applied > 0 && !debitGiftCard(db, card.giftcard_id, applied))
      throw new OrderNotPlaced(
        `The balance of gift card "${card.code}" has changed. Review the cart and try again.`,
      );
  }
  if (t.coupon) recordCouponUse(db, t.coupon.coupon_id, order.customer_id);
}

/** The order is good (paid, or to be paid on delivery): the customer earns points; a referee's first order
 * rewards the referral. */
export function confirmOrder(db: Db, order: OrderRow): void {
  if (order.customer_id === null) return;
  const points = pointsEarnedFor(order.grand_total);
  if (points > 0) {
    addRewardPoints(db, order.customer_id, {
      points,
      description: `Order #${order.increment_id}`,
      orderNumber: order.increment_id,
    });
  }
  rewardReferralOnFirstOrder(db, order.customer_id, order.increment_id);
}

/** Undoes a placed order that will not be paid: stock, points, gift cards and the coupon use come back. */
export function cancelOrder(db: Db, order: OrderRow): void {
  for (const item of listOrderItems(db, [order.entity_id])) {
    if (item.product_id !== null) returnStock(db, item.product_id, item.qty_ordered);
    if (item.parent_product_id !== null) uncountParentSold(db, item.parent_product_id, item.qty_ordered);
  }
  if (order.customer_id !== null && order.reward_points > 0) {
    addRewardPoints(db, order.customer_id, {
      points: order.reward_points,
      description: `Refund for cancelled order #${order.increment_id}`,
      orderNumber: order.increment_id,
    });
  }
  for (const card of listOrderGiftCards(db, order.entity_id))
    creditGiftCard(db, card.giftcard_id, card.amount);
  const coupon = order.coupon_code ? findCouponByCode(db, order.coupon_code) : undefined;
  if (coupon) recordCouponUse(db, coupon.coupon_id, order.customer_id, -1);
  cancelOrderItems(db, order.entity_id);
  setOrderState(db, order.entity_id, { state: 'canceled', status: 'canceled', payment_status: 'failed' });
}

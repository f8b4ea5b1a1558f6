// What placing, paying, cancelling and refunding an order does beyond the order rows: stock, reward points
// (through the customer domain's ledger: earned coins are pending until the order is paid), gift card balances,
// coupon usage and the referral reward. Each runs inside
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
import {
  claimReferral,
  grantReferral,
  REFEREE_REWARD_POINTS,
  REFERRER_REWARD_POINTS,
  releaseReferral,
} from '../../db/repositories/referral';
import {
  addRewardPoints,
  cancelOrderRewards,
  completeOrderRewards,
  InsufficientRewardPointsError,
  takeBackOrderRewards,
} from '../../db/repositories/rewards';
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

/**
 * A customer's order is placed: the coins it earns, and a referee's first order's referral bonus for both, are
 * written PENDING. They count nowhere until the order is paid (payOrderCoins).
 */
export function promiseOrderCoins(db: Db, order: OrderRow): void {
  if (order.customer_id === null) return;
  const orderNumber = order.increment_id;
  const points = pointsEarnedFor(order.grand_total);
  if (points > 0)
    addRewardPoints(db, order.customer_id, {
      points,
      description: `Order #${orderNumber}`,
      orderNumber,
      status: 'PENDING',
    });
  const referrerId = claimReferral(db, order.customer_id, orderNumber);
  if (referrerId === null) return;
  addRewardPoints(db, referrerId, {
    points: REFERRER_REWARD_POINTS,
    description: 'Referral bonus',
    orderNumber,
    status: 'PENDING',
  });
  addRewardPoints(db, order.customer_id, {
    points: REFEREE_REWARD_POINTS,
    description: 'Welcome bonus (referred)',
    orderNumber,
    status: 'PENDING',
  });
}

/** The order is paid (a gateway's signed approval, or cash on delivery collected): its pending coins count. */
export function payOrderCoins(db: Db, order: OrderRow): void {
  completeOrderRewards(db, order.increment_id);
  grantReferral(db, order.increment_id);
}

/** The order is cancelled or refunded: coins it would earn never will, coins it earned are taken back. */
function takeBackOrderCoins(db: Db, order: OrderRow, why: 'cancelled' | 'refunded'): void {
  cancelOrderRewards(db, order.increment_id);
  takeBackOrderRewards(db, order.increment_id, why);
  releaseReferral(db, order.increment_id);
}

/** The coins the order spent come back. */
function returnSpentCoins(db: Db, order: OrderRow, why: 'cancelled' | 'refunded'): void {
  if (order.customer_id !== null && order.reward_points > 0) {
    addRewardPoints(db, order.customer_id, {
      points: order.reward_points,
      description: `Refund for ${why} order #${order.increment_id}`,
      orderNumber: order.increment_id,
    });
  }
}

/**
 * Undoes a placed order that will not be delivered: stock, spent coins, gift cards and the coupon use come back;
 * the coins it earned are cancelled or taken back. The caller sets where the order ends (cancelOrder, or closed
 * when its payment is refunded: orders/lifecycle).
 */
export function undoOrder(db: Db, order: OrderRow): void {
  for (const item of listOrderItems(db, [order.entity_id])) {
    if (item.product_id !== null) returnStock(db, item.product_id, item.qty_ordered);
    if (item.parent_product_id !== null) uncountParentSold(db, item.parent_product_id, item.qty_ordered);
  }
  takeBackOrderCoins(db, order, 'cancelled');
  returnSpentCoins(db, order, 'cancelled');
  for (const card of listOrderGiftCards(db, order.entity_id))
    creditGiftCard(db, card.giftcard_id, card.amount);
  const coupon = order.coupon_code ? findCouponByCode(db, order.coupon_code) : undefined;
  if (coupon) recordCouponUse(db, coupon.coupon_id, order.customer_id, -1);
  cancelOrderItems(db, order.entity_id);
}

/** Cancels an unpaid order at `at` (the server's clock, 'YYYY-MM-DD HH:MM:SS'): undone, and canceled. */
export function cancelOrder(db: Db, order: OrderRow, at: string, comment: string | null = null): void {
  undoOrder(db, order);
  setOrderState(
    db,
    order.entity_id,
    { state: 'canceled', status: 'canceled', payment_status: 'failed' },
    at,
    comment,
  );
}

/**
 * Refunds a paid order (the stand-in for Magento's credit memo): the coins it earned are taken back, the coins
 * it spent and its gift card balances come back. Stock stays sold (nothing says the goods came back).
 */
export function refundOrder(db: Db, order: OrderRow, at: string, comment: string | null = null): void {
  takeBackOrderCoins(db, order, 'refunded');
  returnSpentCoins(db, order, 'refunded');
  for (const card of listOrderGiftCards(db, order.entity_id))
    creditGiftCard(db, card.giftcard_id, card.amount);
  setOrderState(
    db,
    order.entity_id,
    { state: 'closed', status: 'closed', payment_status: 'paid' },
    at,
    comment,
  );
}

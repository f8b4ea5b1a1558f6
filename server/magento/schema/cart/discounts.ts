// Coupons (applyCouponToCart / removeCouponFromCart), gift cards (applyGiftCardToCart / removeGiftCardFromCart)
// and MW_RewardPoints (applyMwRewardPointsToCart / removeMwRewardPointsFromCart), with Magento's messages.
import { nowMs } from '../../clock';
import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import { updateCart } from '../../db/repositories/carts';
import { findCouponByCode } from '../../db/repositories/coupons';
import {
  addCartGiftCard,
  findGiftCardByCode,
  listCartGiftCards,
  removeCartGiftCard,
} from '../../db/repositories/gift-cards';
import { inputError, noSuchEntity } from '../../errors';
import { cartView, freshCartView, stateOf } from './cart-view';
import { COUPON_NOT_VALID, couponApplies, giftCardUsable } from './coupon-rules';
import { getCartForUser, requireCartId } from './load-cart';
import { POINT_VALUE_INR } from './pricing';

const MAX_CODE_LENGTH = 255;
const MAX_GIFT_CARDS = 5;
const EMPTY_CART = 'Cart does not contain products.';
const GIFT_CARD_NOT_VALID = "The gift card code couldn't be added. Verify your information and try again.";

function requiredCode(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw inputError(`Required parameter "${name}" is missing`);
  return value.trim();
}

/** The cart with its state, refusing an empty cart as Magento does for discounts. */
function nonEmptyCart(ctx: RequestContext, cartId: unknown) {
  const view = cartView(getCartForUser(ctx, requireCartId(cartId)));
  const state = stateOf(view, ctx);
  if (state.lines.length === 0) throw noSuchEntity(EMPTY_CART);
  return { view, state };
}

export function applyCoupon(ctx: RequestContext, input: { cart_id?: unknown; coupon_code?: unknown } | null) {
  const code = requiredCode(input?.coupon_code, 'coupon_code');
  const { view, state } = nonEmptyCart(ctx, input?.cart_id);
  if (state.coupon)
    throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
  const coupon = code.length <= MAX_CODE_LENGTH ? findCouponByCode(ctx.db, code) : undefined;
  const cart = { customerId: view.row.customer_id, subtotal: state.totals.subtotal, now: nowMs(ctx.config) };
  if (!coupon || !couponApplies(ctx.db, coupon, cart)) throw noSuchEntity(COUPON_NOT_VALID);
  updateCart(ctx.db, view.row.cart_id, { coupon_code: coupon.code });
  return { cart: freshCartView(ctx, view.row) };
}

export function removeCoupon(ctx: RequestContext, input: { cart_id?: unknown } | null) {
  const { view } = nonEmptyCart(ctx, input?.cart_id);
  updateCart(ctx.db, view.row.cart_id, { coupon_code: null });
  return { cart: freshCartView(ctx, view.row) };
}

export function applyGiftCard(
  ctx: RequestContext,
  input: { cart_id?: unknown; gift_card_code?: unknown } | null,
) {
  const code = requiredCode(input?.gift_card_code, 'gift_card_code');
  const { view } = nonEmptyCart(ctx, input?.cart_id);
  const card = code.length <= MAX_CODE_LENGTH ? findGiftCardByCode(ctx.db, code) : undefined;
  if (!card || !giftCardUsable(card, nowMs(ctx.config))) throw inputError(GIFT_CARD_NOT_VALID);
  const applied = listCartGiftCards(ctx.db, view.row.cart_id);
  if (applied.some((g) => g.giftcard_id === card.giftcard_id))
    throw inputError('This gift card account is already in the quote.');
  if (applied.length >= MAX_GIFT_CARDS)
    throw inputError(`At most ${MAX_GIFT_CARDS} gift cards can be applied.`);
  addCartGiftCard(ctx.db, view.row.cart_id, card.giftcard_id, nowMs(ctx.config));
  return { cart: freshCartView(ctx, view.row) };
}

export function removeGiftCard(
  ctx: RequestContext,
  input: { cart_id?: unknown; gift_card_code?: unknown } | null,
) {
  const code = requiredCode(input?.gift_card_code, 'gift_card_code');
  const view = cartView(getCartForUser(ctx, requireCartId(input?.cart_id)));
  const card = code.length <= MAX_CODE_LENGTH ? findGiftCardByCode(ctx.db, code) : undefined;
  if (!card || !removeCartGiftCard(ctx.db, view.row.cart_id, card.giftcard_id))
    throw noSuchEntity(`The gift card with code "${code.slice(0, 64)}" is not applied to the cart.`);
  return { cart: freshCartView(ctx, view.row) };
}

/** Points to spend: the requested number (or the whole balance), no more than the cart can absorb. */
function pointsToApply(requested: unknown, balance: number, usable: number): number {
  if (requested !== undefined && requested !== null) {
    if (typeof requested !== 'number' || !Number.isInteger(requested) || requested <= 0)
      throw inputError('The number of reward points must be a positive whole number.');
    if (requested > balance) throw inputError(`You have only ${balance} reward points.`);
  }
  if (balance <= 0) throw inputError("You don't have any reward points to spend.");
  return Math.min(typeof requested === 'number' ? requested : balance, usable);
}

export function applyRewardPoints(
  ctx: RequestContext,
  input: { cart_id?: unknown; points?: unknown } | null,
) {
  requireCustomer(ctx);
  const { view, state } = nonEmptyCart(ctx, input?.cart_id);
  const { subtotal, couponDiscount } = state.totals;
  const usable = Math.floor((subtotal - couponDiscount) / POINT_VALUE_INR);
  const points = pointsToApply(input?.points, state.rewardBalance, usable);
  updateCart(ctx.db, view.row.cart_id, { reward_points: points });
  return { cart: freshCartView(ctx, view.row) };
}

export function removeRewardPoints(ctx: RequestContext, input: { cart_id?: unknown } | null) {
  requireCustomer(ctx);
  const view = cartView(getCartForUser(ctx, requireCartId(input?.cart_id)));
  updateCart(ctx.db, view.row.cart_id, { reward_points: 0 });
  return { cart: freshCartView(ctx, view.row) };
}

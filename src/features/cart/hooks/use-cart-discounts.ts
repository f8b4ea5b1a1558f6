import type { DocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toRequestError } from '../../../lib/request';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';
import { GET_REWARD_COINS, type RewardCoinsData } from '../../rewards';
import { selectIsSignedIn } from '../../user';
import {
  APPLY_COUPON,
  APPLY_GIFT_CARD,
  APPLY_REWARD_COINS,
  REMOVE_COUPON,
  REMOVE_GIFT_CARD,
  REMOVE_REWARD_COINS,
} from '../api/cart-discounts.graphql';
import { trackCoupon, trackRewardCoinsApplied } from '../cart-events';
import { isInvalidCartError } from '../cart-errors';
import { selectCartId } from '../cart-slice';
import { getCartDetails } from '../cart-item-thunks';
import type { CartData } from '../cart-types';
import { CART_MESSAGES } from '../messages';

export type DiscountKind = 'coupon' | 'giftCard' | 'coins';

type Answer = Record<string, { cart: CartData | null } | null>;

/**
 * Coupon, gift cards and reward coins on the cart. A refusal shows the shop's own message (Magento's words are
 * for the shopper); a network failure our sentence. Each answer carries the whole cart into the cache.
 */
export function useCartDiscounts(cart: CartData | null) {
  const apollo = useApolloClient();
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const signedIn = useAppSelector(selectIsSignedIn);
  // The coins balance is for the shopper's next step, not the page's first paint: asked once it has settled,
  // with the header's own document (its coins badge asks at the same moment: one request).
  const settled = usePageSettled();
  const balance = useQuery<RewardCoinsData>(GET_REWARD_COINS, {
    skip: !signedIn || !settled,
    fetchPolicy: 'network-only',
  }).data?.customer?.mw_reward_points?.balance;
  const [pending, setPending] = useState<DiscountKind | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DiscountKind, string>>>({});

  async function run(kind: DiscountKind, mutation: DocumentNode, variables: Record<string, string> = {}) {
    if (!cartId) return null;
    setPending(kind);
    setErrors((current) => ({ ...current, [kind]: undefined }));
    try {
      const { data } = await apollo.mutate<Answer>({ mutation, variables: { cartId, ...variables } });
      return Object.values(data ?? {})[0]?.cart ?? null;
    } catch (error) {
      const failure = toRequestError(error);
      const message = failure.kind === 'user' ? failure.message : CART_MESSAGES.updateFailed;
      setErrors((current) => ({ ...current, [kind]: message }));
      // SPEC 4.5: a cart the shop no longer accepts is replaced (the details fetch does it); the message stays.
      if (isInvalidCartError(error)) void dispatch(getCartDetails());
      return null;
    } finally {
      setPending(null);
    }
  }

  const coupon = cart?.applied_coupons?.[0]?.code ?? null;
  const appliedCoins = cart?.mw_applied_reward_points?.points ?? 0;

  return {
    pending,
    errors,
    coupon,
    applyCoupon: async (code: string) => {
      const updated = await run('coupon', APPLY_COUPON, { code: code.trim() });
      if (updated) trackCoupon(true, code.trim(), updated);
      return Boolean(updated);
    },
    removeCoupon: async () => {
      if (!coupon) return;
      const updated = await run('coupon', REMOVE_COUPON);
      if (updated) trackCoupon(false, coupon, updated);
    },
    giftCards: (cart?.applied_gift_cards ?? []).flatMap((card) => (card?.code ? [card.code] : [])),
    applyGiftCard: async (code: string) =>
      Boolean(await run('giftCard', APPLY_GIFT_CARD, { code: code.trim() })),
    removeGiftCard: async (code: string) => void (await run('giftCard', REMOVE_GIFT_CARD, { code })),
    /** Coins are for signed-in customers only (SPEC 6); the balance is shown rounded down (SPEC 9). */
    coinsOffered: signedIn,
    coinBalance: Math.floor(balance?.points ?? 0),
    appliedCoins,
    applyCoins: async () => {
      const updated = await run('coins', APPLY_REWARD_COINS);
      if (updated) trackRewardCoinsApplied(updated);
    },
    removeCoins: async () => void (await run('coins', REMOVE_REWARD_COINS)),
  };
}

import { Button } from '../../../ui/button/button';
import { coinName } from '../../home';
import type { CartData } from '../cart-types';
import { useCartDiscounts } from '../hooks/use-cart-discounts';
import { DISCOUNT_MESSAGES } from '../messages';
import { CodeForm } from './code-form';

/** Coupon, gift cards and reward coins (issue 9): apply, remove, and the shop's own message on refusal. */
export function CartDiscounts({ cart }: { cart: CartData }) {
  const view = useCartDiscounts(cart);
  const coins = coinName();
  return (
    <section className="cart-discounts" aria-label={DISCOUNT_MESSAGES.couponHeading}>
      {view.coupon ? (
        <div className="cart-discounts__applied">
          <span>{DISCOUNT_MESSAGES.couponApplied(view.coupon)}</span>
          <Button
            variant="ghost"
            disabled={view.pending === 'coupon'}
            onClick={() => void view.removeCoupon()}
          >
            {DISCOUNT_MESSAGES.removeCoupon}
          </Button>
          {view.errors.coupon ? <p role="alert">{view.errors.coupon}</p> : null}
        </div>
      ) : (
        <CodeForm
          label={DISCOUNT_MESSAGES.couponLabel}
          busy={view.pending === 'coupon'}
          error={view.errors.coupon}
          onApply={view.applyCoupon}
        />
      )}
      <CodeForm
        label={DISCOUNT_MESSAGES.giftCardLabel}
        busy={view.pending === 'giftCard'}
        error={view.errors.giftCard}
        onApply={view.applyGiftCard}
      />
      {view.giftCards.map((code) => (
        <div key={code} className="cart-discounts__applied">
          <span>{DISCOUNT_MESSAGES.giftCardApplied(code)}</span>
          <Button
            variant="ghost"
            aria-label={DISCOUNT_MESSAGES.removeGiftCard(code)}
            disabled={view.pending === 'giftCard'}
            onClick={() => void view.removeGiftCard(code)}
          >
            {DISCOUNT_MESSAGES.remove}
          </Button>
        </div>
      ))}
      {view.coinsOffered ? (
        <div className="cart-discounts__applied">
          {view.appliedCoins > 0 ? (
            <>
              <span>{DISCOUNT_MESSAGES.coinsApplied(view.appliedCoins, coins)}</span>
              <Button
                variant="ghost"
                disabled={view.pending === 'coins'}
                onClick={() => void view.removeCoins()}
              >
                {DISCOUNT_MESSAGES.removeCoins(coins)}
              </Button>
            </>
          ) : (
            <>
              <span>{DISCOUNT_MESSAGES.coinsAvailable(view.coinBalance, coins)}</span>
              <Button
                variant="secondary"
                disabled={view.pending === 'coins'}
                onClick={() => void view.applyCoins()}
              >
                {DISCOUNT_MESSAGES.spendCoins(coins)}
              </Button>
            </>
          )}
          {view.errors.coins ? <p role="alert">{view.errors.coins}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

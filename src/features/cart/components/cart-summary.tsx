import { Price } from '../../../ui/price/price';
import type { CartTotals } from '../cart-totals';
import { CART_MESSAGES } from '../messages';
import { coinName } from '../../home';

interface CartSummaryProps {
  totals: CartTotals;
  itemCount: number;
}

function Row({ label, value, minus = false }: { label: string; value: number; minus?: boolean }) {
  return (
    <div className="cart-summary__row">
      <dt>{label}</dt>
      <dd>
        {minus ? '−' : null}
        <Price value={value} float />
      </dd>
    </div>
  );
}

/** The price details of SPEC 9: MRP, discount on MRP, coupon, coins, gift cards, handling, shipping, total. */
export function CartSummary({ totals, itemCount }: CartSummaryProps) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{CART_MESSAGES.priceDetails}</h2>
      <dl>
        <Row label={CART_MESSAGES.mrpTotal(itemCount)} value={totals.mrpTotal} />
        {totals.discountOnMrp > 0 ? (
          <Row label={CART_MESSAGES.discountOnMrp} value={totals.discountOnMrp} minus />
        ) : null}
        {totals.coupon > 0 ? <Row label={CART_MESSAGES.coupon} value={totals.coupon} minus /> : null}
        {totals.rewardCoins > 0 ? <Row label={coinName()} value={totals.rewardCoins} minus /> : null}
        {totals.giftCards > 0 ? <Row label={CART_MESSAGES.giftCards} value={totals.giftCards} minus /> : null}
        {totals.handling > 0 ? <Row label={CART_MESSAGES.handling} value={totals.handling} /> : null}
        <div className="cart-summary__row">
          <dt>{CART_MESSAGES.shipping}</dt>
          <dd>{totals.shipping > 0 ? <Price value={totals.shipping} float /> : CART_MESSAGES.free}</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{CART_MESSAGES.grandTotal}</dt>
          <dd>
            <Price value={totals.grandTotal} float />
          </dd>
        </div>
      </dl>
    </section>
  );
}

import { formatMoney } from '../../../../common/money';
import { PriceBreakdownView } from '../../../ui/price/price-breakdown';
import { priceBreakdown, type BreakdownAmounts } from '../../../../common/price/price-breakdown-model';
import { CART_MESSAGES } from '../messages';
import { coinName } from '../../home';

interface CartSummaryProps {
  amounts: BreakdownAmounts;
  /** SPEC 9's discount on MRP: what the selling prices already save, apart from the lines that add up. */
  discountOnMrp: number;
}

/** The cart's price details: the same lines as checkout, the confirmation, the order and its e-mail. */
export function CartSummary({ amounts, discountOnMrp }: CartSummaryProps) {
  return (
    <div className="cart-summary">
      <PriceBreakdownView breakdown={priceBreakdown(amounts, coinName())} />
      {discountOnMrp > 0 ? (
        <p className="cart-summary__saving">{CART_MESSAGES.savingOnMrp(formatMoney(discountOnMrp))}</p>
      ) : null}
    </div>
  );
}

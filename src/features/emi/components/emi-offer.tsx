import './emi-offer.css';
import { formatMoney } from '../../../../common/money';
import { useEmiOffer } from '../hooks/use-emi-offer';
import { EMI_MESSAGES as M } from '../messages';

/**
 * Under a product's price: "EMI from ₹N/month" and the button that opens the price's EMI plans. Nothing below
 * the store's EMI minimum; the line's room is held from the first render, so nothing moves when it fills in.
 */
export function EmiOffer({ price, currency = 'INR' }: { price: number; currency?: string }) {
  const view = useEmiOffer(price, currency);
  if (!view.eligible) return null;
  const { Sheet } = view;
  return (
    <div className="emi-offer">
      {view.from === null ? null : (
        <>
          <span>{M.from(formatMoney(view.from, { currency }))}</span>
          <button
            type="button"
            className="emi-offer__open"
            aria-haspopup="dialog"
            aria-busy={view.opening || undefined}
            onClick={view.openSheet}
          >
            {M.viewPlans}
          </button>
        </>
      )}
      {Sheet ? (
        <Sheet
          open={view.open}
          onClose={view.closeSheet}
          price={price}
          currency={currency}
          plans={view.plans}
        />
      ) : null}
    </div>
  );
}

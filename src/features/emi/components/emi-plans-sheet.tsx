// The EMI plans of a price, in a dialog (a bottom sheet on phones: ui/modal): loaded the first time a shopper
// opens it, in a chunk of its own.
import './emi-plans-sheet.css';
import { formatMoney } from '../../../../common/money';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import type { EmiPlanData } from '../api/emi.graphql';
import { EMI_MESSAGES as M } from '../messages';

export interface EmiPlansSheetProps {
  open: boolean;
  onClose: () => void;
  price: number;
  currency: string;
  plans: EmiPlanData[];
}

function Plan({ plan, currency }: { plan: EmiPlanData; currency: string }) {
  const money = (amount: { value: number | null }) => formatMoney(amount.value ?? 0, { currency });
  const headingId = `emi-plan-${plan.months}`;
  return (
    <li className={`emi-plan${plan.no_cost ? ' emi-plan--no-cost' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="emi-plan__heading">
        {M.months(plan.months)}
        {plan.no_cost ? <span className="emi-plan__badge">{M.noCost}</span> : null}
      </h3>
      <dl className="emi-plan__facts">
        <div>
          <dt>{M.monthly}</dt>
          <dd className="emi-plan__instalment">{money(plan.monthly_instalment)}</dd>
        </div>
        <div>
          <dt>{M.interest}</dt>
          <dd>
            {plan.no_cost
              ? M.interestWaived(money(plan.interest_discount))
              : M.interestAt(money(plan.total_interest), plan.annual_rate)}
          </dd>
        </div>
        <div>
          <dt>{M.total}</dt>
          <dd>{money(plan.total)}</dd>
        </div>
      </dl>
    </li>
  );
}

export function EmiPlansSheet({ open, onClose, price, currency, plans }: EmiPlansSheetProps) {
  return (
    <Modal open={open} title={M.sheetTitle} onClose={onClose} closeLabel={M.close}>
      <p className="emi-plans__intro">{M.sheetIntro(formatMoney(price, { currency }))}</p>
      <ul className="emi-plans" aria-label={M.sheetTitle}>
        {plans.map((plan) => (
          <Plan key={plan.months} plan={plan} currency={currency} />
        ))}
      </ul>
      <p className="emi-plans__note">{M.note}</p>
      {/* At the end of what scrolls: a keyboard reaches (and scrolls) the plans through it, not only past them. */}
      <Button variant="secondary" className="emi-plans__done" onClick={onClose}>
        {M.done}
      </Button>
    </Modal>
  );
}

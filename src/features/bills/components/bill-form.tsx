import { formatMoney } from '../../../../common/money';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { Price } from '../../../ui/price/price';
import type { Biller } from '../api/bills.graphql';
import { paramLabel } from '../bill-params';
import { useBillForm, type BillFormView } from '../hooks/use-bill-form';
import { BILL_MESSAGES as M } from '../messages';
import { SignInLine } from './sign-in-line';

function ParamFields({ view, idPrefix }: { view: BillFormView; idPrefix: string }) {
  return view.params.map((param) => {
    const id = `${idPrefix}-${param.name}`;
    const error = view.errors[param.name];
    return (
      <div className="bills-field" key={param.name}>
        <label htmlFor={id}>{paramLabel(param)}</label>
        <input
          id={id}
          value={view.values[param.name] ?? ''}
          onChange={(event) => view.setValue(param.name, event.target.value)}
          inputMode={param.data_type === 'NUMERIC' ? 'numeric' : undefined}
          maxLength={param.max_length ?? undefined}
          autoComplete="off"
          required={!param.optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <small id={`${id}-error`} className="bills-error">
            {error}
          </small>
        ) : null}
      </div>
    );
  });
}

function BillDetails({ view }: { view: BillFormView }) {
  const bill = view.bill!;
  const rows: [string, string | null][] = [
    [M.customerName, bill.customer_name],
    [M.billNumber, bill.bill_number],
    [M.billDate, bill.bill_date],
    [M.dueDate, bill.due_date],
  ];
  return (
    <section className="bills-bill" aria-label={M.billDetails}>
      <h3>{M.billDetails}</h3>
      <dl>
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
        <div>
          <dt>{M.amountDue}</dt>
          <dd>
            <Price value={bill.amount?.value ?? 0} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function RechargeChoice({ view }: { view: BillFormView }) {
  if (view.plansLoading) return <LoadingIndicator>{M.loading}</LoadingIndicator>;
  if (view.plans.length === 0)
    return (
      <div className="bills-field">
        <label htmlFor="bill-amount">{M.amount}</label>
        <input
          id="bill-amount"
          inputMode="decimal"
          value={view.amountText}
          onChange={(event) => view.setAmountText(event.target.value)}
          aria-invalid={view.amountError ? true : undefined}
          aria-describedby={view.amountError ? 'bill-amount-error' : undefined}
        />
        {view.amountError ? (
          <small id="bill-amount-error" className="bills-error">
            {view.amountError}
          </small>
        ) : null}
      </div>
    );
  return (
    <fieldset className="bills-choices">
      <legend>{M.plans}</legend>
      {view.plans.map((plan) => (
        <label key={plan.id} className="bills-choice">
          <input
            type="radio"
            name="recharge-plan"
            checked={view.planId === plan.id}
            onChange={() => view.choosePlan(plan.id)}
          />
          <Price className="bills-choice__price" value={plan.amount?.value ?? 0} />
          <span>{M.plan(plan.validity ?? '', plan.description ?? '')}</span>
        </label>
      ))}
      {view.amountError ? <small className="bills-error">{view.amountError}</small> : null}
    </fieldset>
  );
}

function PaymentChoice({ view }: { view: BillFormView }) {
  if (!view.signedIn) return <SignInLine className="bills-sign-in" message={M.signInToPay} />;
  return (
    <>
      <fieldset className="bills-choices">
        <legend>{M.paymentMethod}</legend>
        {view.gateways.map((gateway) => (
          <fieldset key={gateway.key} className="bills-choices">
            <legend>{gateway.name}</legend>
            {gateway.options.map((option) => (
              <label key={option.id} className="bills-choice">
                <input
                  type="radio"
                  name="bill-payment-option"
                  checked={view.optionId === option.id}
                  onChange={() => view.chooseOption(option.id)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        ))}
        {view.optionError ? <small className="bills-error">{view.optionError}</small> : null}
      </fieldset>
      <Button type="submit" disabled={view.paying} aria-busy={view.paying}>
        {view.paying ? M.paying : view.amount !== null ? M.pay(formatMoney(view.amount)) : M.pay('').trim()}
      </Button>
    </>
  );
}

/** A biller's form: fetch the bill (or pick a plan), then pay it through a gateway's hosted page. */
export function BillForm({ biller }: { biller: Biller }) {
  const view = useBillForm(biller);
  const message = view.message ? (
    <p className="bills-message" role="alert">
      {view.message}
    </p>
  ) : null;
  if (view.fetchSupported)
    return (
      <div className="bills-form">
        <form onSubmit={view.onFetch} noValidate>
          <ParamFields view={view} idPrefix="bill" />
          <Button type="submit" variant="secondary" disabled={view.fetching} aria-busy={view.fetching}>
            {view.fetching ? M.fetching : M.fetchBill}
          </Button>
        </form>
        {view.bill ? (
          <form onSubmit={view.onPay} noValidate>
            <BillDetails view={view} />
            <PaymentChoice view={view} />
          </form>
        ) : null}
        {message}
      </div>
    );
  return (
    <form className="bills-form" onSubmit={view.onPay} noValidate>
      <ParamFields view={view} idPrefix="bill" />
      <RechargeChoice view={view} />
      <PaymentChoice view={view} />
      {message}
    </form>
  );
}

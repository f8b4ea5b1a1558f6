import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { fullPageLoad } from '../../../lib/navigation';
import { gatewayOptions, groupByProvider, hostedPageFor, type PaymentGroup } from '../../checkout';
import { paymentProviders } from '../../routing';
import { selectIsSignedIn } from '../../user';
import {
  FETCH_BILL,
  GET_RECHARGE_PLANS,
  PAY_BILL,
  type Bill,
  type Biller,
  type BillerParam,
  type FetchBillData,
  type PayBillData,
  type RechargePlan,
  type RechargePlansData,
} from '../api/bills.graphql';
import { checkParams, paramInput, type ParamErrors, type ParamValues } from '../bill-params';
import { BILL_MESSAGES as M } from '../messages';

/** The server's limits for an amount typed in (Zepp_BillPayments' MAX_BILL_AMOUNT). */
const MIN_AMOUNT = 1;
const MAX_AMOUNT = 200_000;

export interface BillFormView {
  params: BillerParam[];
  values: ParamValues;
  setValue: (name: string, value: string) => void;
  errors: ParamErrors;
  /** A bill is fetched first; otherwise (a recharge) the shopper picks a plan or types the amount. */
  fetchSupported: boolean;
  fetching: boolean;
  bill: Bill | null;
  onFetch: (event: FormEvent<HTMLFormElement>) => void;
  plansLoading: boolean;
  plansError: boolean;
  plans: RechargePlan[];
  planId: string;
  choosePlan: (id: string) => void;
  amountText: string;
  setAmountText: (text: string) => void;
  amountError: string | null;
  /** What the Pay button charges, once known. */
  amount: number | null;
  signedIn: boolean;
  /** The gateways' options (SPEC 9), under their providers' names: both offer UPI and Pay later. */
  gateways: PaymentGroup[];
  optionId: string;
  chooseOption: (id: string) => void;
  optionError: string | null;
  paying: boolean;
  /** The biller's or the shop's answer when fetching or paying did not work. */
  message: string | null;
  onPay: (event: FormEvent<HTMLFormElement>) => void;
}

function typedAmount(text: string): number | null {
  const amount = Number(text.trim());
  const whole = Math.round(amount * 100) / 100 === amount;
  return text.trim() && whole && amount >= MIN_AMOUNT && amount <= MAX_AMOUNT ? amount : null;
}

/** One biller's form: its params, then the fetched bill or a recharge plan, then a gateway to pay through. */
export function useBillForm(biller: Biller): BillFormView {
  const signedIn = useAppSelector(selectIsSignedIn);
  const params = useMemo(() => biller.params.filter((p): p is BillerParam => p !== null), [biller]);
  const fetchSupported = Boolean(biller.fetch_supported);
  const [values, setValues] = useState<ParamValues>({});
  const [errors, setErrors] = useState<ParamErrors>({});
  const [bill, setBill] = useState<Bill | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [planId, setPlanId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [optionId, setOptionId] = useState('');
  const [optionError, setOptionError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [fetchBill, fetchState] = useMutation<FetchBillData>(FETCH_BILL);
  const [payBill, payState] = useMutation<PayBillData>(PAY_BILL);
  const plansQuery = useQuery<RechargePlansData>(GET_RECHARGE_PLANS, {
    variables: { billerId: biller.id },
    skip: fetchSupported,
  });
  const plans = (plansQuery.data?.rechargePlans ?? []).filter((p): p is RechargePlan => p !== null);
  const options = useMemo(() => gatewayOptions(...paymentProviders()), []);
  const gateways = useMemo(() => groupByProvider(options), [options]);
  const plan = plans.find((p) => p.id === planId) ?? null;
  const amount = fetchSupported
    ? (bill?.amount?.value ?? null)
    : plans.length > 0
      ? (plan?.amount?.value ?? null)
      : typedAmount(amountText);

  const paramsOk = () => {
    const found = checkParams(params, values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const onFetch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setBill(null);
    if (!paramsOk()) return;
    try {
      const { data } = await fetchBill({
        variables: { input: { biller_id: biller.id, params: paramInput(params, values) } },
      });
      const result = data?.fetchBill;
      if (result?.success && result.bill) setBill(result.bill);
      else setMessage(result?.message ?? M.fetchFailed);
    } catch {
      setMessage(M.fetchFailed);
    }
  };

  const rechargeOk = () => {
    if (fetchSupported) return true;
    const problem = amount !== null ? null : plans.length > 0 ? M.choosePlanOrAmount : M.amountInvalid;
    setAmountError(problem);
    return problem === null;
  };

  const onPay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const option = options.find((o) => o.id === optionId);
    setOptionError(option ? null : M.choosePayment);
    const ready = (fetchSupported ? Boolean(bill) : paramsOk()) && rechargeOk();
    if (!option || !ready || amount === null) return;
    const input = fetchSupported
      ? { biller_id: biller.id, ref_id: bill!.ref_id, amount, payment_method: option.pg }
      : {
          biller_id: biller.id,
          params: paramInput(params, values),
          amount,
          plan_id: plan?.id ?? null,
          payment_method: option.pg,
        };
    try {
      const { data } = await payBill({ variables: { input } });
      const result = data?.payBill;
      if (result?.success && result.payment_url) {
        setLeaving(true);
        fullPageLoad(hostedPageFor(result.payment_url, option)); // opens on the chosen way to pay
      } else setMessage(result?.message ?? M.payFailed);
    } catch {
      setMessage(M.payFailed);
    }
  };

  return {
    params,
    values,
    setValue: (name, value) => {
      setValues((old) => ({ ...old, [name]: value }));
      setBill(null); // a fetched bill belongs to the values it was fetched for
    },
    errors,
    fetchSupported,
    fetching: fetchState.loading,
    bill,
    onFetch: (event) => void onFetch(event),
    plansLoading: plansQuery.loading && !plansQuery.data,
    plansError: Boolean(plansQuery.error) && !plansQuery.data,
    plans,
    planId,
    choosePlan: (id) => {
      setPlanId(id);
      setAmountError(null);
    },
    amountText,
    setAmountText,
    amountError,
    amount,
    signedIn,
    gateways,
    optionId,
    chooseOption: (id) => {
      setOptionId(id);
      setOptionError(null);
    },
    optionError,
    paying: payState.loading || leaving,
    message,
    onPay: (event) => void onPay(event),
  };
}

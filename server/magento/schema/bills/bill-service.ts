// The BBPS sandbox: fetching a bill gives a deterministic bill for the params and the month (values ending
// in 0000 have nothing due; a bill paid this month is not due again). Paying opens a PENDING payment to be paid
// on a gateway's hosted page (the gateway's signed callback settles it: payments/settle-bill.ts), except for
// values ending in 9999, which the "biller" declines before any money is asked for.
import crypto from 'node:crypto';
import type { RequestContext } from '../../context';
import { inputError, noSuchEntity } from '../../errors';
import { inTransaction } from '../../db/connection';
import {
  findBiller,
  findFetchedBill,
  findRechargePlan,
  insertFetchedBill,
  type BillerRow,
} from '../../db/repositories/bills';
import {
  findBillPayment,
  insertBillPayment,
  isBillPaid,
  paidSince,
} from '../../db/repositories/bill-payments';
import { billTransactions } from '../../db/repositories/gateway-transactions';
import { findGateway } from '../../payments/gateways';
import { magentoTime, nowMs } from '../../clock';
import { checkParams, type ParamValue } from './bill-params';
import { formatMoney } from '../../../../common/money';

export const FETCHED_BILL_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MAX_BILL_AMOUNT = 200_000;
/** Magento's message for a payment method the quote may not use. */
export const PAYMENT_METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';
const NAMES = ['R. Kumar', 'S. Iyer', 'A. Gupta', 'P. Reddy', 'M. Khan', 'N. Das', 'K. Patel', 'V. Singh'];

type Ctx = Pick<RequestContext, 'db' | 'config'>;
/** Money in the shopper's words, as every page writes it (lib/money.ts). */
const rupees = (value: number) => formatMoney(value);
const fail = (message: string) => ({ success: false, message, paymentToken: null });

export function requireBiller(ctx: Ctx, billerId: string): BillerRow {
  const biller = findBiller(ctx.db, billerId);
  if (!biller) throw noSuchEntity(`The biller "${billerId}" was not found.`);
  return biller;
}

/** The first day of the current month (the bill date of this month's bill), 'YYYY-MM-DD'. */
function billDate(now: number): string {
  return new Date(now).toISOString().slice(0, 8) + '01';
}

function sandboxBill(biller: BillerRow, values: ParamValue[], now: number) {
  const date = billDate(now);
  const digest = crypto
    .createHash('sha256')
    .update(`${biller.biller_id}|${JSON.stringify(values)}|${date}`)
    .digest();
  const due = new Date(`${date}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 20);
  return {
    ref_id: `REF${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
    biller_id: biller.biller_id,
    params: JSON.stringify(values),
    customer_name: NAMES[digest[0]! % NAMES.length]!,
    bill_number: `${biller.biller_id.slice(0, 4)}${date.slice(2, 4)}${date.slice(5, 7)}${values[0]!.value.slice(-6)}`,
    bill_date: date,
    due_date: due.toISOString().slice(0, 10),
    amount: 150 + (digest.readUInt32BE(1) % 485_000) / 100,
    created_at: now,
  };
}

export function fetchBill(ctx: Ctx, input: { biller_id: string; params: ParamValue[] }) {
  const biller = requireBiller(ctx, input.biller_id);
  const checked = checkParams(biller, input.params);
  if (!checked.ok) return fail(checked.message);
  if (!biller.fetch_supported)
    return fail(`${biller.name} does not send bills. Choose a plan or enter the amount to recharge.`);
  const now = nowMs(ctx.config);
  const values = checked.values;
  const paid = paidSince(ctx.db, biller.biller_id, JSON.stringify(values), `${billDate(now)} 00:00:00`);
  if (values[0]!.value.endsWith('0000') || paid) return fail('No bill is due for these details.');
  const bill = sandboxBill(biller, values, now);
  insertFetchedBill(ctx.db, bill);
  return { success: true, message: null, bill };
}

export interface PayBillInput {
  biller_id: string;
  ref_id?: string | null;
  amount: number;
  params?: ParamValue[] | null;
  plan_id?: string | null;
  /** The gateway to pay through (a payment provider's code, as checkout's gateway methods). */
  payment_method?: string | null;
}

type Payable =
  | { ok: true; values: ParamValue[]; refId: string | null; billNumber: string | null }
  | { ok: false; message: string };

function payableBill(ctx: Ctx, biller: BillerRow, input: PayBillInput): Payable {
  const bill = findFetchedBill(ctx.db, input.ref_id!);
  if (!bill || bill.biller_id !== biller.biller_id)
    return { ok: false, message: 'The bill was not found. Fetch it again.' };
  if (nowMs(ctx.config) - bill.created_at >= FETCHED_BILL_LIFETIME_MS)
    return { ok: false, message: 'The fetched bill has expired. Fetch it again.' };
  if (isBillPaid(ctx.db, bill.ref_id)) return { ok: false, message: 'This bill has already been paid.' };
  if (Math.round(input.amount * 100) !== Math.round(bill.amount * 100))
    return { ok: false, message: `The amount must be ${rupees(bill.amount)}, the amount due.` };
  return {
    ok: true,
    values: JSON.parse(bill.params) as ParamValue[],
    refId: bill.ref_id,
    billNumber: bill.bill_number,
  };
}

function payableRecharge(ctx: Ctx, biller: BillerRow, input: PayBillInput): Payable {
  const checked = checkParams(biller, input.params);
  if (!checked.ok) return checked;
  if (biller.fetch_supported) return { ok: false, message: 'Fetch the bill before paying it.' };
  if (input.plan_id != null) {
    const plan = findRechargePlan(ctx.db, input.plan_id);
    if (!plan || plan.biller_id !== biller.biller_id)
      return { ok: false, message: 'This plan is not available for the selected operator.' };
    if (Math.round(input.amount * 100) !== Math.round(plan.amount * 100))
      return { ok: false, message: `The amount must be ${rupees(plan.amount)}, the plan's price.` };
  }
  return { ok: true, values: checked.values, refId: null, billNumber: null };
}

/**
 * Opens the payment: the bill payment (PENDING) and its gateway payment, whose hosted page's token is returned
 * (the resolver turns it into payment_url). An unknown gateway is Magento's input error; what the shopper can fix
 * (amount, params, an expired bill) is an unsuccessful answer with a message.
 */
export function payBill(ctx: Ctx, customerId: number, input: PayBillInput) {
  const biller = requireBiller(ctx, input.biller_id);
  const gateway = findGateway(ctx.config, input.payment_method);
  if (!gateway) throw inputError(PAYMENT_METHOD_NOT_AVAILABLE);
  const cents = input.amount * 100;
  if (
    !Number.isFinite(input.amount) ||
    input.amount < 1 ||
    input.amount > MAX_BILL_AMOUNT ||
    Math.abs(cents - Math.round(cents)) > 1e-6
  )
    return fail(`Enter an amount between ${rupees(1)} and ${rupees(MAX_BILL_AMOUNT)}.`);
  return inTransaction(ctx.db, () => {
    const payable = input.ref_id ? payableBill(ctx, biller, input) : payableRecharge(ctx, biller, input);
    if (!payable.ok) return fail(payable.message);
    const declined = payable.values[0]!.value.endsWith('9999');
    const now = nowMs(ctx.config);
    const paymentId = insertBillPayment(ctx.db, {
      customer_id: customerId,
      biller_id: biller.biller_id,
      ref_id: payable.refId,
      plan_id: input.plan_id ?? null,
      bill_number: payable.billNumber,
      params: JSON.stringify(payable.values),
      amount: input.amount,
      status: declined ? 'FAILED' : 'PENDING',
      transaction_id: `SBX${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
      order_number: null,
      created_at: magentoTime(now),
    });
    const payment = findBillPayment(ctx.db, paymentId)!;
    if (declined)
      return {
        success: false,
        message: 'The biller could not confirm the payment. No money was taken.',
        payment,
        paymentToken: null,
      };
    const paymentToken = billTransactions.open(ctx.db, {
      subjectId: paymentId,
      provider: gateway.code,
      amount: input.amount,
      now,
    });
    return { success: true, message: null, payment, paymentToken };
  });
}

// The sandbox gateways over HTTP, under /sandbox/{provider}/:
//   GET  pay/{token}  the hosted payment page
//   POST pay/{token}  the shopper pays or fails; the gateway sends its signed callback, then returns the
//                     shopper to /{provider}/checkout/success/{order}
//   POST callback     the gateway's server-to-server callback (JSON, signed); forged ones are refused
// A token pays either an order or a bill payment (reference BILL-{id}, returned to the same route).
import crypto from 'node:crypto';
import { nowMs } from '../clock';
import type { StandInConfig } from '../config';
import type { Db } from '../db/connection';
import { findCouponByCode } from '../db/repositories/coupons';
import { findOrderById } from '../db/repositories/orders';
import {
  billTransactions,
  orderTransactions,
  type GatewayTransactionStatus,
} from '../db/repositories/gateway-transactions';
import { findBillPayment } from '../db/repositories/bill-payments';
import { BodyTooLargeError, readBodyText } from '../../lib/body';
import { findGateway, offeredMethods, type Gateway } from './gateways';
import { standalonePagePolicy } from '../http/page-policy';
import { messagePage, paymentPage } from './hosted-page';
import { chosenEmiPlan, EMI_FIELD, EMI_METHODS, orderEmiPlans } from './emi-options';
import type { EmiPlan } from '../schema/emi/emi-plans';
import { settleCallback } from './settle';
import { settleBillCallback } from './settle-bill';
import { parseCallback, signCallback, type CallbackPayload } from './signature';
import { billPaymentIdOf, billReference, hostedPagePath, returnPath } from './urls';
import { HOSTED_PAGE_METHOD_PARAM } from '../../../common/checkout/gateway-methods';

const MAX_BODY_BYTES = 16 * 1024;

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const html = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': standalonePagePolicy(body),
      ...SECURITY_HEADERS,
    },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...SECURITY_HEADERS },
  });
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...SECURITY_HEADERS } });
const notFound = () => html(404, messagePage('Payment not found', 'This payment link is not valid.'));

/** What a hosted page's token pays: an order, or a bill payment. */
interface Pending {
  gateway: Gateway;
  status: GatewayTransactionStatus;
  amount: number;
  /** The order number or BILL-{id}: the callback's order_number and the return route's last segment. */
  reference: string;
  /** The hosted page's heading line. */
  label: string;
  onlyUpi: boolean;
  /** Zepp_Emi: the card EMI plans of an order's total (none for a bill payment). */
  emiPlans: EmiPlan[];
}

function findOrderPending(db: Db, gateway: Gateway, token: string): Pending | null {
  const payment = orderTransactions.findByToken(db, token);
  const order =
    payment && payment.provider === gateway.code ? findOrderById(db, payment.order_id) : undefined;
  if (!payment || !order) return null;
  const coupon = order.coupon_code ? findCouponByCode(db, order.coupon_code) : undefined;
  return {
    gateway,
    status: payment.status,
    amount: payment.amount,
    reference: order.increment_id,
    label: `Order #${order.increment_id}`,
    onlyUpi: coupon?.is_only_upi === 1,
    emiPlans: orderEmiPlans(db, order, payment.amount),
  };
}

function findBillPending(db: Db, gateway: Gateway, token: string): Pending | null {
  const transaction = billTransactions.findByToken(db, token);
  const bill =
    transaction && transaction.provider === gateway.code
      ? findBillPayment(db, transaction.payment_id)
      : undefined;
  if (!transaction || !bill) return null;
  return {
    gateway,
    status: transaction.status,
    amount: transaction.amount,
    reference: billReference(bill.payment_id),
    label: `${bill.biller_name}: bill payment ${billReference(bill.payment_id)}`,
    onlyUpi: false,
    emiPlans: [],
  };
}

function findPending(db: Db, gateway: Gateway, token: string): Pending | null {
  if (!/^[0-9a-f]{48}$/.test(token)) return null;
  return findOrderPending(db, gateway, token) ?? findBillPending(db, gateway, token);
}

const methodsFor = (p: Pending) => offeredMethods(p.gateway, p.onlyUpi);

/** The paid order's e-mail links back to the shop's public origin (PUBLIC_ORIGIN). */
function settle(db: Db, config: StandInConfig, payload: CallbackPayload, signature: unknown) {
  return billPaymentIdOf(payload.order_number) === null
    ? settleCallback(db, config, payload, signature, config.publicOrigin)
    : settleBillCallback(db, config, payload, signature);
}

/** GET: the page, opening on the method the shop's link names (`?method=upi`: what the shopper chose). */
function showPage(p: Pending, path: string, chosen: string | null): Response {
  const back = { href: returnPath(p.gateway.code, p.reference), text: 'Back to the shop' };
  if (p.status !== 'pending')
    return html(409, messagePage('Already paid', 'This payment is already complete.', back));
  const model = {
    gateway: p.gateway,
    orderNumber: p.reference,
    label: p.label,
    amount: p.amount,
    methods: methodsFor(p),
    chosen,
    action: path,
    // Offered only where a card is: a UPI-only order has no EMI.
    emiPlans: methodsFor(p).some((m) => EMI_METHODS.includes(m.code)) ? p.emiPlans : [],
  };
  return html(200, paymentPage(model));
}

async function submitPage(db: Db, config: StandInConfig, p: Pending, request: Request): Promise<Response> {
  const back = returnPath(p.gateway.code, p.reference);
  if (p.status !== 'pending') return redirect(back);
  const form = new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES));
  const outcome = form.get('outcome');
  const method = methodsFor(p).find((m) => m.code === form.get('method'));
  if ((outcome !== 'approve' && outcome !== 'fail') || !method)
    return html(400, messagePage('Payment not sent', 'Choose a way to pay and try again.'));
  const emi = chosenEmiPlan(p.emiPlans, method.code, form.get(EMI_FIELD));
  if ('refusal' in emi) return html(400, messagePage('Payment not sent', emi.refusal));
  // What a real gateway does server-to-server: a signed callback, verified like any other.
  const payload: CallbackPayload = {
    provider: p.gateway.code,
    order_number: p.reference,
    status: outcome === 'approve' ? 'approved' : 'failed',
    amount: p.amount.toFixed(2),
    method: method.code,
    reference: `pay_${crypto.randomBytes(9).toString('hex')}`,
    timestamp: nowMs(config),
    ...(emi.months === undefined ? {} : { emi_months: emi.months }),
  };
  settle(db, config, payload, signCallback(config.secret, payload));
  return redirect(back);
}

async function callback(
  db: Db,
  config: StandInConfig,
  gateway: Gateway,
  request: Request,
): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_BODY_BYTES));
  } catch (e) {
    if (e instanceof BodyTooLargeError) return json(413, { message: e.message });
    return json(400, { message: 'The callback body is not valid JSON.' });
  }
  const parsed = parseCallback(body);
  if (!parsed || parsed.payload.provider !== gateway.code)
    return json(400, { message: 'Malformed callback.' });
  const result = settle(db, config, parsed.payload, parsed.signature);
  return result.ok ? json(200, { status: 'ok' }) : json(result.status, { message: result.message });
}

export async function handleSandbox(request: Request, db: Db, config: StandInConfig): Promise<Response> {
  const { pathname, searchParams } = new URL(request.url);
  const m = /^\/sandbox\/([a-z0-9_-]{1,32})\/(?:pay\/([^/]{1,128})|(callback))$/.exec(pathname);
  const gateway = m ? findGateway(config, m[1]) : undefined;
  if (!m || !gateway) return notFound();
  try {
    if (m[3])
      return request.method === 'POST'
        ? await callback(db, config, gateway, request)
        : json(405, { message: 'Method not allowed.' });
    const pending = findPending(db, gateway, m[2] ?? '');
    if (!pending) return notFound();
    if (request.method === 'GET')
      return showPage(
        pending,
        hostedPagePath(gateway.code, m[2] ?? ''),
        searchParams.get(HOSTED_PAGE_METHOD_PARAM),
      );
    if (request.method === 'POST') return await submitPage(db, config, pending, request);
    return html(405, messagePage('Not allowed', 'This page only takes GET and POST.'));
  } catch (e) {
    if (e instanceof BodyTooLargeError) return html(413, messagePage('Too large', e.message));
    throw e;
  }
}

// Bill rows as the Zepp_BillPayments GraphQL types.
import type { RequestContext } from '../../context';
import type {
  BillerCategoryRow,
  BillerRow,
  FetchedBillRow,
  RechargePlanRow,
} from '../../db/repositories/bills';
import type { BillPaymentRow } from '../../db/repositories/bill-payments';
import { encodeUid } from '../../graphql/uid';
import { billerParams } from './bill-params';
import { billReference } from '../../payments/urls';
import { billTransactions } from '../../db/repositories/gateway-transactions';

const inr = (value: number) => ({ currency: 'INR', value });
const mediaUrl = (ctx: RequestContext, path: string | null) =>
  path ? `${ctx.config.publicOrigin}/media/${path}` : null;
const params = (json: string) => JSON.parse(json) as { name: string; value: string }[];

export const billFields = {
  BillerCategory: {
    uid: (c: BillerCategoryRow) => encodeUid(c.segment),
    icon: (c: BillerCategoryRow, _: unknown, ctx: RequestContext) => mediaUrl(ctx, c.icon),
  },
  Biller: {
    id: (b: BillerRow) => b.biller_id,
    category: (b: BillerRow) => b.segment,
    logo: (b: BillerRow, _: unknown, ctx: RequestContext) => mediaUrl(ctx, b.logo),
    fetch_supported: (b: BillerRow) => b.fetch_supported === 1,
    params: (b: BillerRow) => billerParams(b),
  },
  RechargePlan: {
    id: (p: RechargePlanRow) => p.plan_id,
    amount: (p: RechargePlanRow) => inr(p.amount),
  },
  Bill: {
    amount: (b: FetchedBillRow) => inr(b.amount),
    params: (b: FetchedBillRow) => params(b.params),
  },
  BillPayment: {
    id: (p: BillPaymentRow) => String(p.payment_id),
    category: (p: BillPaymentRow) => p.segment,
    amount: (p: BillPaymentRow) => inr(p.amount),
    params: (p: BillPaymentRow) => params(p.params),
    reference: (p: BillPaymentRow) => billReference(p.payment_id),
    payment_provider: (p: BillPaymentRow, _: unknown, ctx: RequestContext) =>
      billTransactions.findBySubject(ctx.db, p.payment_id)?.provider ?? null,
  },
};

import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import { listBillerCategories, listBillers, listRechargePlans } from '../../db/repositories/bills';
import { countBillPayments, listBillPayments } from '../../db/repositories/bill-payments';
import { requireCustomer } from '../../auth/require-customer';
import type { Resolvers } from '../module';
import { pageInfo, paging } from '../customer/paging';
import { billFields } from './bill-fields';
import type { ParamValue } from './bill-params';
import { fetchBill, payBill, requireBiller, type PayBillInput } from './bill-service';
import { findBillPayment } from '../../db/repositories/bill-payments';
import { noSuchEntity } from '../../errors';
import { hostedPageUrl } from '../../payments/urls';

/** The customer's own bill payment; anyone else's, or none, is Magento's no-such-entity. */
function billPayment(ctx: RequestContext, id: unknown) {
  const customerId = requireCustomer(ctx);
  const raw = typeof id === 'string' ? id.trim() : '';
  const payment = /^[1-9][0-9]{0,9}$/.test(raw) ? findBillPayment(ctx.db, Number(raw)) : undefined;
  if (!payment || payment.customer_id !== customerId)
    throw noSuchEntity(`Could not find a bill payment with ID "${raw.slice(0, 32)}"`);
  return payment;
}

export const resolvers: Resolvers = {
  Query: {
    billerCategories: (_: unknown, __: unknown, ctx: RequestContext) => listBillerCategories(ctx.db),
    billers: (_: unknown, { category }: { category: string }, ctx: RequestContext) =>
      listBillers(ctx.db, category.trim()),
    rechargePlans: (_: unknown, args: { biller_id: string; circle?: string | null }, ctx: RequestContext) =>
      listRechargePlans(ctx.db, requireBiller(ctx, args.biller_id).biller_id, args.circle ?? null),
    billPayment: (_: unknown, args: { id?: unknown }, ctx: RequestContext) => billPayment(ctx, args.id),
  },
  Mutation: {
    fetchBill: (
      _: unknown,
      { input }: { input: { biller_id: string; params: ParamValue[] } },
      ctx: RequestContext,
    ) => fetchBill(ctx, input),
    payBill: (_: unknown, { input }: { input: PayBillInput }, ctx: RequestContext) => {
      const { paymentToken, ...result } = payBill(ctx, requireCustomer(ctx), input);
      return {
        ...result,
        payment_url: paymentToken ? hostedPageUrl(ctx.config, input.payment_method!, paymentToken) : null,
      };
    },
  },
  Customer: {
    bill_payments: (
      c: CustomerRow,
      args: { currentPage?: number; pageSize?: number },
      ctx: RequestContext,
    ) => {
      const page = paging(args);
      const total = countBillPayments(ctx.db, c.customer_id);
      return {
        items: listBillPayments(ctx.db, c.customer_id, page.limit, page.offset),
        page_info: pageInfo(page, total),
        total_count: total,
      };
    },
  },
  ...billFields,
};

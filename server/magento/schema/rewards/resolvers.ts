import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import {
  countRewardTransactions,
  getPendingRewardPoints,
  getRewardBalance,
  listRewardTransactions,
  POINT_VALUE_INR,
  type RewardTransactionRow,
} from '../../db/repositories/rewards';
import { requireCustomer } from '../../auth/require-customer';
import type { Resolvers } from '../module';
import { pageInfo, paging } from '../customer/paging';

/** Points and their value in INR (the programme's currency). */
export const rewardBalance = (points: number) => ({
  points,
  money: { currency: 'INR', value: Math.round(points * POINT_VALUE_INR * 100) / 100 },
});

interface PointsParent {
  customerId: number;
}

export const resolvers: Resolvers = {
  Query: {
    getZeppCoinsBalance: (_: unknown, __: unknown, ctx: RequestContext) =>
      rewardBalance(getRewardBalance(ctx.db, requireCustomer(ctx))),
  },
  Customer: {
    mw_reward_points: (c: CustomerRow): PointsParent => ({ customerId: c.customer_id }),
  },
  MwRewardPoints: {
    balance: (p: PointsParent, _: unknown, ctx: RequestContext) =>
      rewardBalance(getRewardBalance(ctx.db, p.customerId)),
    pending: (p: PointsParent, _: unknown, ctx: RequestContext) =>
      rewardBalance(getPendingRewardPoints(ctx.db, p.customerId)),
    transactions: (
      p: PointsParent,
      args: { currentPage?: number; pageSize?: number },
      ctx: RequestContext,
    ) => {
      const page = paging(args);
      const total = countRewardTransactions(ctx.db, p.customerId);
      return {
        items: listRewardTransactions(ctx.db, p.customerId, page.limit, page.offset),
        page_info: pageInfo(page, total),
        total_count: total,
      };
    },
  },
  MwRewardPointsTransaction: {
    id: (t: RewardTransactionRow) => t.transaction_id,
    money: (t: RewardTransactionRow) => rewardBalance(t.points).money,
    balance: (t: RewardTransactionRow) => rewardBalance(t.balance_after),
  },
};

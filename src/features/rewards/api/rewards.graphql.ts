// The /zepp-coins page's data: the customer's reward-coin balance and one page of transactions
// (MW_RewardPoints, server/magento/schema/custom-modules.graphql), and the coins still pending.
import { gql } from '@apollo/client';

export const GET_REWARD_TRANSACTIONS = gql`
  query GetRewardTransactions($currentPage: Int!, $pageSize: Int!) {
    customer {
      id
      mw_reward_points {
        balance {
          points
          money {
            currency
            value
          }
        }
        pending {
          points
        }
        transactions(currentPage: $currentPage, pageSize: $pageSize) {
          total_count
          page_info {
            current_page
            total_pages
          }
          items {
            id
            points
            description
            status
            order_number
            created_at
            expires_at
          }
        }
      }
    }
  }
`;

export type RewardTransactionStatus = 'PENDING' | 'COMPLETE' | 'CANCELLED' | 'EXPIRED';

export interface RewardTransaction {
  id: number;
  points: number;
  description: string | null;
  status: RewardTransactionStatus | null;
  order_number: string | null;
  created_at: string | null;
  expires_at: string | null;
}

export interface RewardTransactionsData {
  customer: {
    id: number | null;
    mw_reward_points: {
      balance: {
        points: number | null;
        money: { currency: string | null; value: number | null } | null;
      } | null;
      /** Coins of orders not paid yet: shown apart, never in the balance. */
      pending: { points: number | null } | null;
      transactions: {
        total_count: number;
        page_info: { current_page: number | null; total_pages: number | null } | null;
        items: (RewardTransaction | null)[];
      } | null;
    } | null;
  } | null;
}

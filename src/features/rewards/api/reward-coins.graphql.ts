// The signed-in customer's coin balance, for the header's badge and the cart's "Use my coins": one document,
// so that the two, asked at the same moment once a page has settled, share one request (Apollo sends identical
// queries in flight once) and each finds the other's answer in the cache.
import { gql } from '@apollo/client';

export const GET_REWARD_COINS = gql`
  query GetRewardCoins {
    customer {
      id
      mw_reward_points {
        balance {
          points
        }
      }
    }
  }
`;

export interface RewardCoinsData {
  customer: {
    id: number | null;
    mw_reward_points: { balance: { points: number | null } | null } | null;
  } | null;
}

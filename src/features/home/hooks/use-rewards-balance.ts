import { useQuery } from '@apollo/client/react';
import { GET_REWARDS_BALANCE, type RewardsBalanceData } from '../api/home.graphql';

export interface RewardsBalanceView {
  loading: boolean;
  /** The balance could not be loaded: the banner stays out of the way. */
  unavailable: boolean;
  /** Whole coins (SPEC 9: the balance is shown rounded down); null when unknown. */
  coins: number | null;
}

/**
 * A signed-in customer's coin balance for the my-rewards banner. Only a customer's banner mounts it: a guest's
 * page does not set up the query at all (a skipped useQuery still costs the page's load its preparation).
 */
export function useRewardsBalance(): RewardsBalanceView {
  const { data, loading, error } = useQuery<RewardsBalanceData>(GET_REWARDS_BALANCE, {
    fetchPolicy: 'cache-and-network',
  });
  const points = data?.getZeppCoinsBalance?.points;
  return {
    loading: loading && !data,
    unavailable: !data && Boolean(error),
    coins: typeof points === 'number' ? Math.floor(points) : null,
  };
}

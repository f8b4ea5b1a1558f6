import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import { GET_REWARDS_BALANCE, type RewardsBalanceData } from '../api/home.graphql';
import { coinName } from '../constants';

export interface RewardsBannerView {
  signedIn: boolean;
  loading: boolean;
  /** Signed in, but the balance could not be loaded: the banner stays out of the way. */
  unavailable: boolean;
  /** Whole coins (SPEC 9: the balance is shown rounded down); null when unknown. */
  coins: number | null;
  coinName: string;
}

/** The my-rewards banner: a signed-in customer's coin balance, or an invitation to sign in. */
export function useRewardsBanner(): RewardsBannerView {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data, loading, error } = useQuery<RewardsBalanceData>(GET_REWARDS_BALANCE, {
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const points = data?.getZeppCoinsBalance?.points;
  return {
    signedIn,
    loading: signedIn && loading && !data,
    unavailable: signedIn && !data && Boolean(error),
    coins: signedIn && typeof points === 'number' ? Math.floor(points) : null,
    coinName: coinName(),
  };
}

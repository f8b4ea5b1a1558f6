import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../ui/icons/icons';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { selectIsSignedIn } from '../../user';
import { coinName, REWARDS_PATH, SIGN_IN_PATH } from '../constants';
import { useRewardsBalance } from '../hooks/use-rewards-balance';
import { HOME_MESSAGES } from '../messages';

/** The my-rewards banner: the coin balance (rounded down) for a customer, an invitation to sign in for a guest. */
export function RewardsBanner() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <CustomerRewardsBanner /> : <BannerBox>{guestInvitation()}</BannerBox>;
}

function guestInvitation() {
  return (
    <>
      <p className="rewards-banner__text">{HOME_MESSAGES.rewardsInvite(coinName())}</p>
      <Link className="button button--primary rewards-banner__action" to={SIGN_IN_PATH}>
        {HOME_MESSAGES.signIn}
      </Link>
    </>
  );
}

function CustomerRewardsBanner() {
  const view = useRewardsBalance();
  if (view.unavailable) return null;
  if (view.loading || view.coins === null)
    return (
      <BannerBox>
        <span className="rewards-banner__text" role="status" aria-label={HOME_MESSAGES.loadingRewards}>
          <Shimmer width="14rem" height="1.25rem" />
        </span>
      </BannerBox>
    );
  return (
    <BannerBox>
      <p className="rewards-banner__text rewards-banner__balance">
        {HOME_MESSAGES.rewardsBalance(view.coins, coinName())}
      </p>
      <Link className="button button--secondary rewards-banner__action" to={REWARDS_PATH}>
        {HOME_MESSAGES.rewardsLink(coinName())}
      </Link>
    </BannerBox>
  );
}

function BannerBox({ children }: { children: ReactNode }) {
  return (
    <section className="rewards-banner site-width" aria-label={HOME_MESSAGES.rewards}>
      <Icon name="coins" className="rewards-banner__icon" aria-hidden="true" />
      {children}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { REWARDS_PATH, SIGN_IN_PATH } from '../constants';
import { useRewardsBanner } from '../hooks/use-rewards-banner';
import { HOME_MESSAGES } from '../messages';

/** The my-rewards banner: the coin balance (rounded down) for a customer, an invitation to sign in for a guest. */
export function RewardsBanner() {
  const view = useRewardsBanner();
  if (view.unavailable) return null;
  let body;
  if (!view.signedIn)
    body = (
      <>
        <p className="rewards-banner__text">{HOME_MESSAGES.rewardsInvite(view.coinName)}</p>
        <Link className="button button--primary rewards-banner__action" to={SIGN_IN_PATH}>
          {HOME_MESSAGES.signIn}
        </Link>
      </>
    );
  else if (view.loading || view.coins === null)
    body = (
      <span className="rewards-banner__text" role="status" aria-label={HOME_MESSAGES.loadingRewards}>
        <Shimmer width="14rem" height="1.25rem" />
      </span>
    );
  else
    body = (
      <>
        <p className="rewards-banner__text rewards-banner__balance">
          {HOME_MESSAGES.rewardsBalance(view.coins, view.coinName)}
        </p>
        <Link className="button button--secondary rewards-banner__action" to={REWARDS_PATH}>
          {HOME_MESSAGES.rewardsLink(view.coinName)}
        </Link>
      </>
    );
  return (
    <section className="rewards-banner site-width" aria-label={HOME_MESSAGES.rewards}>
      <Icon name="coins" className="rewards-banner__icon" aria-hidden="true" />
      {body}
    </section>
  );
}

// The desktop header's view: the phone's parts (logo, cart badge) plus the account chip and the coins.
import { useAppSelector } from '../../hooks';
import { selectIsSignedIn } from '../../../features/user';
import {
  GET_ACCOUNT_CHIP,
  GET_REWARD_COINS,
  type AccountChipData,
  type RewardCoinsData,
} from '../api/account-chip.graphql';
import { useCartBadge, useHeaderLogo, type HeaderView } from '../hooks/use-header';
import { useQueryOnceSettled } from '../hooks/use-query-once-settled';
import { SHELL_MESSAGES } from '../messages';

export function useHeader(): HeaderView {
  const signedIn = useAppSelector(selectIsSignedIn);
  const logo = useHeaderLogo();
  const chip = useQueryOnceSettled<AccountChipData>(GET_ACCOUNT_CHIP, { skip: !signedIn });
  const coins = useQueryOnceSettled<RewardCoinsData>(GET_REWARD_COINS, { skip: !signedIn });
  const cart = useCartBadge();

  const firstname = signedIn ? chip.data?.customer?.firstname : null;
  const accountLabel = signedIn
    ? firstname
      ? SHELL_MESSAGES.greeting(firstname)
      : SHELL_MESSAGES.account
    : SHELL_MESSAGES.signIn;
  const points = coins.data?.customer?.mw_reward_points?.balance?.points;

  return {
    signedIn,
    ...logo,
    accountLabel,
    ...cart,
    // SPEC 2.4: a guest blocked from the cart is sent to sign in from the wishlist too.
    wishlistHref: cart.cartHref === '/sign-in' ? '/sign-in' : '/wishlist',
    coins: signedIn && typeof points === 'number' ? Math.floor(points) : null,
  };
}

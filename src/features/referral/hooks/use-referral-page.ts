import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { useToasts } from '../../../ui/toast/use-toasts';
import { coinName } from '../../home';
import { usePageTitle } from '../../routing';
import { selectIsSignedIn } from '../../user';
import { GET_REFERRAL, type ReferralData } from '../api/referral.graphql';
import { REFERRAL_MESSAGES as M } from '../messages';

/** The browser's share sheet, where there is one (phones, some desktops). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * /referral: the code, its link and the statistics. Sharing opens the share sheet where the browser has one and
 * copies the link otherwise, confirming with a toast.
 */
export function useReferralPage() {
  usePageTitle(M.title);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { addToast } = useToasts();
  // Statistics move when a friend signs up or orders: always ask, show the cached answer meanwhile.
  const { data, loading, error, refetch } = useQuery<ReferralData>(GET_REFERRAL, {
    fetchPolicy: 'cache-and-network',
    skip: !signedIn,
  });
  const referral = data?.customer?.referral;
  const link = referral?.link ?? '';
  const shareSheet = canShare();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      addToast({ type: 'success', message: M.copied });
    } catch {
      addToast({ type: 'error', message: M.copyFailed, timeout: ERROR_TOAST_MS });
    }
  };

  const share = async () => {
    if (!referral) return;
    if (!shareSheet) return copy();
    try {
      await navigator.share({ title: M.shareTitle, text: M.shareText(referral.code), url: link });
    } catch (reason) {
      // Closing the sheet is the shopper's choice; anything else (no permission) falls back to copying.
      if ((reason as { name?: string } | null)?.name !== 'AbortError') await copy();
    }
  };

  return {
    signedIn,
    coinName: coinName(),
    loading: signedIn && loading && !referral,
    error: Boolean(error) && !referral,
    retry: () => void refetch().catch(() => {}),
    code: referral?.code ?? '',
    link,
    shareLabel: shareSheet ? M.share : M.copy,
    share: () => void share(),
    signups: referral?.stats?.signups ?? 0,
    purchases: referral?.stats?.purchases ?? 0,
    pointsEarned: referral?.stats?.points_earned ?? 0,
  };
}

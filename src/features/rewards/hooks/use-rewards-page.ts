import { useQuery } from '@apollo/client/react';
import { useSearchParams, type To } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { coinName } from '../../home';
import { usePageTitle } from '../../routing';
import { selectIsSignedIn } from '../../user';
import {
  GET_REWARD_TRANSACTIONS,
  type RewardTransaction,
  type RewardTransactionsData,
} from '../api/rewards.graphql';
import { FIRST_PAGE, PAGE_PARAM, TRANSACTIONS_PAGE_SIZE } from '../constants';
import { formatLedgerDate } from '../format-date';
import { REWARDS_MESSAGES as M } from '../messages';

export type TransactionKind = 'earned' | 'spent' | 'expired' | 'pending' | 'cancelled';

export interface TransactionLine {
  id: number;
  kind: TransactionKind;
  label: string;
  description: string;
  points: string;
  date: string;
  /** 'Expires on …' for earned coins that will expire; empty otherwise. */
  expiry: string;
}

function kindOf(t: RewardTransaction): TransactionKind {
  if (t.status === 'EXPIRED') return 'expired';
  if (t.status === 'PENDING') return 'pending';
  if (t.status === 'CANCELLED') return 'cancelled';
  return t.points < 0 ? 'spent' : 'earned';
}

const LABELS: Record<TransactionKind, string> = {
  earned: M.earned,
  spent: M.spent,
  expired: M.expired,
  pending: M.pending,
  cancelled: M.cancelled,
};

function toLine(t: RewardTransaction): TransactionLine {
  const kind = kindOf(t);
  return {
    id: t.id,
    kind,
    label: LABELS[kind],
    description: t.description ?? '',
    points: M.points(t.points),
    date: formatLedgerDate(t.created_at),
    expiry: kind === 'earned' && t.expires_at ? M.expires(formatLedgerDate(t.expires_at)) : '',
  };
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** /zepp-coins: the coin balance (whole coins) and one page of six transactions, newest first; ?page= picks. */
export function useRewardsPage() {
  usePageTitle(M.title);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  const currentPage = pageFrom(params.get(PAGE_PARAM));
  // Coins change with every order and referral: always ask, show the cached page meanwhile.
  const { data, loading, error, refetch } = useQuery<RewardTransactionsData>(GET_REWARD_TRANSACTIONS, {
    variables: { currentPage, pageSize: TRANSACTIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip: !signedIn,
  });
  const rewards = data?.customer?.mw_reward_points;
  const list = rewards?.transactions;
  const money = rewards?.balance?.money;
  return {
    signedIn,
    coinName: coinName(),
    loading: signedIn && loading && !rewards,
    error: Boolean(error) && !rewards,
    retry: () => void refetch().catch(() => {}),
    balance: Math.floor(rewards?.balance?.points ?? 0),
    /** Coins promised by orders not paid yet ('' when none): they count once the order is paid. */
    pending: (rewards?.pending?.points ?? 0) > 0 ? M.pendingTotal(Math.floor(rewards!.pending!.points!)) : '',
    worth: typeof money?.value === 'number' ? money.value : null,
    lines: (list?.items ?? []).flatMap((t) => (t ? [toLine(t)] : [])),
    currentPage,
    totalPages: list?.page_info?.total_pages ?? 0,
    pageHref: (page: number): To => ({ search: page === FIRST_PAGE ? '' : `?${PAGE_PARAM}=${page}` }),
  };
}

export type RewardsPageView = ReturnType<typeof useRewardsPage>;

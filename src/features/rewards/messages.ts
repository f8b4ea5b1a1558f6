// What /zepp-coins says. The title is the route table's (app/router.tsx, the account menu's label).
export const REWARDS_MESSAGES = {
  title: 'My Rewards Points',
  loading: 'Fetching Data...',
  loadError: 'We could not load your rewards. Please try again.',
  retry: 'Try again',
  guest: (coinName: string) => `Sign in to see your ${coinName} and how you earned them.`,
  balanceLabel: (coinName: string) => `Your ${coinName}`,
  worth: 'Worth',
  transactions: 'Transactions',
  empty: (coinName: string) => `No ${coinName} yet. Shop or refer a friend to start earning.`,
  startShopping: 'Start shopping',
  referFriend: 'Refer a friend',
  earned: 'Earned',
  spent: 'Spent',
  expired: 'Expired',
  pending: 'Pending',
  pendingTotal: (points: number) =>
    `+${points} pending: they count once your order is paid (cash on delivery: once delivered).`,
  cancelled: 'Cancelled',
  expires: (date: string) => `Expires on ${date}`,
  points: (points: number) => (points > 0 ? `+${points}` : String(points)),
} as const;

// What /referral (Refer and Earn) says. The title is the route table's and the account menu's label.
export const REFERRAL_MESSAGES = {
  title: 'Refer and Earn',
  loading: 'Fetching Data...',
  loadError: 'We could not load your referral details. Please try again.',
  retry: 'Try again',
  guest: (coinName: string) =>
    `Sign in to get your referral code and earn ${coinName} when friends shop with it.`,
  intro: (coinName: string) =>
    `Invite friends with your code. When they sign up and place their first order, you earn ${coinName}.`,
  codeLabel: 'Your referral code',
  linkLabel: 'Your share link',
  share: 'Share link',
  copy: 'Copy link',
  copied: 'Link copied. Paste it to share it with your friends.',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  shareTitle: 'Refer and Earn',
  shareText: (code: string) => `Sign up with my referral code ${code} and start shopping.`,
  statsHeading: 'Your referrals',
  signups: 'Friends who signed up',
  purchases: 'Friends who placed an order',
  earned: (coinName: string) => `${coinName} earned`,
} as const;

// What the product page's EMI line and its plans sheet say.
export const EMI_MESSAGES = {
  /** The line under the price: the smallest instalment of the price's plans. */
  from: (perMonth: string) => `EMI from ${perMonth}/month`,
  viewPlans: 'View plans',
  sheetTitle: 'EMI plans',
  sheetIntro: (price: string) => `Pay ${price} in monthly instalments on a credit card, chosen when you pay.`,
  loading: 'Loading EMI plans…',
  months: (n: number) => `${n} months`,
  noCost: 'No-cost EMI',
  monthly: 'Monthly instalment',
  interest: 'Interest',
  /** A no-cost plan's interest, given back as an instant discount. */
  interestWaived: (amount: string) => `${amount}, waived as an instant discount`,
  interestAt: (amount: string, rate: number) => `${amount} at ${rate}% a year`,
  total: 'Total',
  note: 'Rates are the card issuers’ (reducing balance). The plans are offered on the payment page for card payments.',
  close: 'Close',
  done: 'Done',
} as const;

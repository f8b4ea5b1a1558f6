/** What the notify-me button and the /stock-alerts page say. The title is the account menu's label too. */
export const STOCK_ALERT_MESSAGES = {
  notifyMe: 'Notify me when available',
  signInPrompt: "Sign in and we'll tell you when this product is back in stock.",
  set: "We'll notify you when it's back in stock.",
  undo: 'Undo',
  undoLabel: (name: string) => `Stop the stock alert for ${name}`,
  manage: 'My Stock Alerts',
  failed: 'We could not update your stock alert. Please try again.',
  title: 'My Stock Alerts',
  loading: 'Fetching Data...',
  loadError: 'We could not load your stock alerts. Please try again.',
  retry: 'Try again',
  empty: "You have no stock alerts. On a product that is out of stock, choose 'Notify me when available'.",
  startShopping: 'Start shopping',
  count: (n: number) => (n === 1 ? '1 alert' : `${n} alerts`),
  waiting: (date: string) => `Waiting since ${date}`,
  notified: (date: string) => `Back in stock: we told you on ${date}`,
  unsubscribe: 'Unsubscribe',
  unsubscribeLabel: (name: string) => `Unsubscribe from the stock alert for ${name}`,
  /** Magento_ProductAlert's own message after an unsubscribe. */
  unsubscribed: 'You will no longer receive stock alerts for this product.',
} as const;

/** Dates as the account pages show them (en-IN: 20 Feb 2026). */
export const ALERT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

/** User-visible strings of the recently viewed row (home and product page). */
export const RECENTLY_VIEWED_MESSAGES = {
  title: 'Recently Viewed',
  loading: 'Loading recently viewed products',
  previous: 'Previous recently viewed products',
  next: 'Next recently viewed products',
} as const;

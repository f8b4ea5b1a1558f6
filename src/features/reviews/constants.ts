/** Reviews per page of the product page's list ("Show more reviews" adds the next page). */
export const REVIEWS_PAGE_SIZE = 5;
/** The reviews section's id: the rating near the price links to it. */
export const REVIEWS_ANCHOR = 'reviews';
/** Room kept below the fold for the section until it renders (nothing below jumps). */
export const REVIEWS_MIN_HEIGHT = '20rem';
/** The longest texts the shop keeps (Magento's review_detail columns; the review text is the shop's limit). */
export const MAX_LENGTHS = { nickname: 128, summary: 255, text: 10_000 } as const;
/** Magento's store config flags: '1' on. */
export const CONFIG_ON = '1';

/** The data-layer event of a review sent (named in SPEC 7.3's style; test/contract/analytics-events.test.ts). */
export const REVIEW_EVENTS = { submitted: 'review submitted' } as const;

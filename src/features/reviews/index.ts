// The reviews feature's public surface: the product page's rating near its price and the slot its reviews
// section loads into (the section itself is a chunk of its own, "product-reviews", that the slot loads).
export { RatingSummaryLink } from './components/rating-summary-link';
export { ProductReviewsSlot } from './components/reviews-slot';

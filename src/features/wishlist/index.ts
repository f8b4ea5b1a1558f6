// The wishlist feature's public surface: the button product cards and the product page show. The /wishlist
// page is a route the router loads on demand by path.
export { WishlistButton } from './components/wishlist-button';
export type { WishlistEventItem } from './wishlist-event';

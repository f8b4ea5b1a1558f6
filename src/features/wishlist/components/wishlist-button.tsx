// The wishlist button for product cards and the product page, for signed-in shoppers (the caller checks).
// Cards are on the first page a shopper sees, so the button's code (its queries and mutations) loads in its
// own chunk, and only once a signed-in shopper's card renders it.
import { lazyComponent } from '../../../ui/lazy/lazy-component';

export const WishlistButton = lazyComponent(
  () => import(/* webpackChunkName: "wishlist-toggle" */ './wishlist-toggle'),
);

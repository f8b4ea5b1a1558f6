// The product feature's public surface: adding a line to the cart the way the product page does (error and
// success toasts, the add_to_cart event). The product page is a root component app/root-components.tsx loads
// on demand by path, in its own chunk (page-PRODUCT), so nothing here imports it.
export { useAddToCart } from './hooks/use-add-to-cart';
export type { AddedLine } from './add-to-cart-event';
// The app shell's watch that gives a shopper's cart back once a Buy Now checkout is over (buy-now/).
export { useBuyNowWatch } from './hooks/use-buy-now-watch';

// The cart feature's public surface: the cart's lifecycle (SPEC 4) for checkout and the app's start-up,
// merging a guest's cart on sign-in (mergeGuestCart, for every sign-in flow), adding a line for the product page, the header's cart id, and the slice the app's store mounts.
export {
  cartReducer,
  createCart,
  initialCartState,
  removeCart,
  selectCartId,
  selectIsAddingItem,
  startCart,
  watchStoredCartId,
  type CartState,
} from './cart-slice';
export { addItemToCart, getCartDetails } from './cart-item-thunks';
export { mergeGuestCart } from './cart-merge';
// The cart's money for checkout's summary: the one fragment of it, and its breakdown's amounts.
export { CART_PRICES_FRAGMENT, type CartPricesData } from './api/cart-prices.graphql';
export { cartBreakdownAmounts } from './cart-totals';

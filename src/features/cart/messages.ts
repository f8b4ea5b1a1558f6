// What the cart's views tell the shopper (SPEC 2.4, 8, 9). SPEC 8's 'Unable to create cart' lives with the
// cart's errors (cart-errors.ts): the lifecycle is in the entry chunk, and webpack keeps a module's exports
// for every chunk that uses it, so these page strings would ride along into the first page's JavaScript.

export const CART_MESSAGES = {
  title: 'Shopping Cart',
  loading: 'Loading your cart',
  loadFailed: 'We could not load your cart. Please try again.',
  retry: 'Try again',
  empty: 'Your cart is empty',
  emptyHint: 'Add something you love and it will show up here.',
  continueShopping: 'Continue shopping',
  proceedToCheckout: 'Proceed to checkout',
  viewCart: 'View cart',
  subtotal: 'Subtotal',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  /** SPEC 9's discount on MRP, as a saving beside the price details (they add up without it). */
  savingOnMrp: (amount: string) => `You save ${amount} on MRP`,
  quantity: 'Quantity',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  edit: (name: string) => `Edit options of ${name}`,
  removeLabel: 'Remove',
  editLabel: 'Edit',
  handlingLine: 'Handling charges',
  updateFailed: 'We could not update your cart. Please try again.',
  removed: (name: string) => `${name} was removed from your cart.`,
  outOfStock: (names: string[]) =>
    names.length
      ? `${names.join(', ')} ${names.length === 1 ? 'is out of stock and was' : 'are out of stock and were'} removed from your cart.`
      : 'Some of the products are out of stock and were removed from your cart.',
  deliveryBy: (date: string) => `Delivery by ${date}`,
} as const;

export const DISCOUNT_MESSAGES = {
  couponHeading: 'Apply coupon',
  couponLabel: 'Coupon code',
  giftCardHeading: 'Gift card',
  giftCardLabel: 'Gift card code',
  apply: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied`,
  removeCoupon: 'Remove coupon',
  giftCardApplied: (code: string) => `Gift card ${code} applied`,
  removeGiftCard: (code: string) => `Remove gift card ${code}`,
  remove: 'Remove',
  coinsAvailable: (points: number, coinName: string) => `${points} ${coinName} available`,
  spendCoins: (coinName: string) => `Use my ${coinName}`,
  coinsApplied: (points: number, coinName: string) => `${points} ${coinName} applied`,
  removeCoins: (coinName: string) => `Remove ${coinName}`,
} as const;

export const EDIT_MESSAGES = {
  title: (name: string) => `Edit ${name}`,
  save: 'Update',
  cancel: 'Cancel',
  unavailable: 'This combination is not available.',
} as const;

// Checkout's user-visible strings (SPEC 5 validation, SPEC 9 payment options).
export const MISSING_CART_ID = 'Missing required information: cartId';
export const MISSING_EMAIL = 'Missing required information: email';

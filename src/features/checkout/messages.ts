// Checkout's user-visible strings (SPEC 5 validation, SPEC 9 payment options).
export const MISSING_CART_ID = 'Missing required information: cartId';
export const MISSING_EMAIL = 'Missing required information: email';
export const FREE_LABEL = 'No Payment Information Required';
export const COD_LABEL = 'Cash on delivery';
export const COD_NOTE = 'Additional charge of Rs. 50 applicable.';

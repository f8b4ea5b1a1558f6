// What the cart reports to the shopper (SPEC 8).
export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

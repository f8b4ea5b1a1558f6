// Magento's stock and sale-quantity checks for a cart line, with its messages and user-error codes.
import type { SaleProductRow } from '../../db/repositories/cart-products';

export type CartUserErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED'
  | 'PERMISSION_DENIED';

export interface UserError {
  code: CartUserErrorCode;
  message: string;
}

/** Items one addProductsToCart call may carry, and distinct lines a cart may hold. */
export const MAX_ITEMS_PER_REQUEST = 50;
export const MAX_CART_LINES = 100;

/** Whether a line of `qty` of the product can be bought; the problem otherwise. */
export function checkQuantity(
  product: Pick<SaleProductRow, 'qty' | 'is_in_stock' | 'min_sale_qty' | 'max_sale_qty'>,
  qty: number,
): UserError | null {
  if (!Number.isInteger(qty))
    return { code: 'INVALID_PARAMETER_VALUE', message: 'You cannot use decimal quantity for this product.' };
  if (product.is_in_stock !== 1 || product.qty <= 0)
    return { code: 'INSUFFICIENT_STOCK', message: 'This product is out of stock.' };
  if (qty < product.min_sale_qty)
    return { code: 'INSUFFICIENT_STOCK', message: `The fewest you may purchase is ${product.min_sale_qty}.` };
  if (qty > product.max_sale_qty)
    return { code: 'INSUFFICIENT_STOCK', message: `The most you may purchase is ${product.max_sale_qty}.` };
  if (qty > product.qty) return { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' };
  return null;
}

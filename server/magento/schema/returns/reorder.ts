// reorderItems: puts a customer's order's lines back in their active cart with the cart's own add-to-cart
// (cart/add-products.ts addOne), and reports what could not be added as Magento's Sales Reorder does: the
// message prefixed with the line's SKU, its code read from the message, the path ['orderNumber'].
import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { findSaleProductsByIds } from '../../db/repositories/cart-products';
import { updateCart } from '../../db/repositories/carts';
import { findOrderByNumber, listOrderItems, type OrderItemRow } from '../../db/repositories/orders';
import { inputError } from '../../errors';
import { addOne } from '../cart/add-products';
import { customerCartRow } from '../cart/cart-lifecycle';
import { freshCartView } from '../cart/cart-view';

type ReorderCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

/** Magento\Sales\Model\Reorder\Reorder::MESSAGE_CODES: the code of a cart's refusal, by its message. */
const MESSAGE_CODES: readonly [string, ReorderCode][] = [
  ['The required options you selected are not available', 'NOT_SALABLE'],
  ['Product that you are trying to add is not available', 'NOT_SALABLE'],
  ['This product is out of stock', 'NOT_SALABLE'],
  ['The fewest you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The most you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
];

const codeOf = (message: string): ReorderCode =>
  MESSAGE_CODES.find(([start]) => message.includes(start))?.[1] ?? 'UNDEFINED';

export interface ReorderError {
  code: ReorderCode;
  message: string;
  path: string[];
}

const error = (message: string, code = codeOf(message)): ReorderError => ({
  code,
  message,
  path: ['orderNumber'],
});

/** Adds one order line; why it could not be, if it could not. */
function reorderLine(ctx: RequestContext, cartId: number, line: OrderItemRow): ReorderError | null {
  const ids = [line.product_id, line.parent_product_id].filter((id): id is number => id !== null);
  const products = findSaleProductsByIds(ctx.db, ids);
  const product = line.product_id === null ? undefined : products.get(line.product_id);
  const parent = line.parent_product_id === null ? null : products.get(line.parent_product_id);
  if (!product || parent === undefined)
    return error(
      `Could not find a product with ID "${line.parent_product_id ?? line.product_id ?? ''}"`,
      'PRODUCT_NOT_FOUND',
    );
  const refused = addOne(ctx, cartId, {
    sku: product.sku,
    quantity: line.qty_ordered,
    ...(parent ? { parent_sku: parent.sku } : {}),
  });
  if (!refused) return null;
  return error(`Could not add the product with SKU "${line.sku}" to the shopping cart: ${refused.message}`);
}

export function reorderItems(ctx: RequestContext, orderNumber: unknown) {
  const customerId = requireCustomer(ctx);
  const number = typeof orderNumber === 'string' ? orderNumber.trim().slice(0, 50) : '';
  const order = number ? findOrderByNumber(ctx.db, number) : undefined;
  if (!order || order.customer_id !== customerId || order.store_id !== ctx.store.store_id)
    throw inputError(`Order number "${number}" doesn't belong to the current customer`);
  const cart = customerCartRow(ctx, customerId);
  const userInputErrors = inTransaction(ctx.db, () => {
    const errors = listOrderItems(ctx.db, [order.entity_id]).flatMap(
      (line) => reorderLine(ctx, cart.cart_id, line) ?? [],
    );
    updateCart(ctx.db, cart.cart_id, {});
    return errors;
  });
  return { cart: freshCartView(ctx, cart), userInputErrors };
}

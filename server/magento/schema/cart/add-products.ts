// addProductsToCart: each requested item is checked on its own and either added or reported in user_errors
// with Magento's code and message; the additions are written in one transaction.
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { addCartItemQty, countCartItems, findCartItemByProduct } from '../../db/repositories/cart-items';
import {
  findSaleProductBySku,
  findSaleProductsByIds,
  type SaleProductRow,
} from '../../db/repositories/cart-products';
import { updateCart } from '../../db/repositories/carts';
import { inputError } from '../../errors';
import { freshCartView } from './cart-view';
import { getCartForUser, requireCartId } from './load-cart';
import { resolveVariant } from './product-ref';
import { checkQuantity, MAX_CART_LINES, MAX_ITEMS_PER_REQUEST, type UserError } from './quantity-rules';

export interface CartItemInput {
  sku?: unknown;
  quantity?: unknown;
  parent_sku?: unknown;
  selected_options?: unknown;
}

const MAX_SKU_LENGTH = 64;
const NOT_AVAILABLE = 'Product that you are trying to add is not available.';

type Resolved = { product: SaleProductRow; parent: SaleProductRow | null } | UserError;

const productNotFound = (sku: string): UserError => ({
  code: 'PRODUCT_NOT_FOUND',
  message: `Could not find a product with SKU "${sku.slice(0, MAX_SKU_LENGTH)}"`,
});

/** The product a line holds: a simple/virtual product, or the variant chosen from a configurable one. */
function resolveProduct(ctx: RequestContext, input: CartItemInput): Resolved {
  const sku = typeof input.sku === 'string' ? input.sku.trim() : '';
  const found = sku && sku.length <= MAX_SKU_LENGTH ? findSaleProductBySku(ctx.db, sku) : undefined;
  if (!found) return productNotFound(sku);
  const parentSku = typeof input.parent_sku === 'string' ? input.parent_sku.trim() : '';
  if (found.type_id === 'configurable') return resolveVariant(ctx, found, input.selected_options);
  if (found.parent_id === null) {
    if (parentSku && parentSku.toLowerCase() !== found.sku.toLowerCase()) return productNotFound(parentSku);
    return { product: found, parent: null };
  }
  const parent = findSaleProductsByIds(ctx.db, [found.parent_id]).get(found.parent_id);
  if (!parent || (parentSku && parentSku.toLowerCase() !== parent.sku.toLowerCase())) {
    return productNotFound(parentSku || sku);
  }
  return { product: found, parent };
}

function checkItem(ctx: RequestContext, cartId: number, input: CartItemInput): Resolved & { qty?: number } {
  const quantity = input.quantity;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) {
    return { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' };
  }
  const resolved = resolveProduct(ctx, input);
  if ('code' in resolved) return resolved;
  const { product, parent } = resolved;
  if (product.status !== 1 || (parent && parent.status !== 1))
    return { code: 'NOT_SALABLE', message: NOT_AVAILABLE };
  const inCart = findCartItemByProduct(ctx.db, cartId, product.entity_id)?.qty ?? 0;
  const problem = checkQuantity(product, inCart + quantity);
  return problem ?? { product, parent, qty: quantity };
}

/** Adds one requested item, or returns why it cannot be added (reorderItems adds an order's lines with it). */
export function addOne(ctx: RequestContext, cartId: number, input: CartItemInput): UserError | null {
  const checked = checkItem(ctx, cartId, input);
  if ('code' in checked) return checked;
  const isNewLine = !findCartItemByProduct(ctx.db, cartId, checked.product.entity_id);
  if (isNewLine && countCartItems(ctx.db, cartId) >= MAX_CART_LINES)
    return { code: 'UNDEFINED', message: `A cart can hold at most ${MAX_CART_LINES} different products.` };
  addCartItemQty(ctx.db, cartId, {
    productId: checked.product.entity_id,
    parentProductId: checked.parent?.entity_id ?? null,
    qty: checked.qty ?? 0,
  });
  return null;
}

export function addProductsToCart(ctx: RequestContext, args: { cartId?: unknown; cartItems?: unknown }) {
  const cart = getCartForUser(ctx, requireCartId(args.cartId, 'cartId'));
  const items = Array.isArray(args.cartItems) ? (args.cartItems as CartItemInput[]) : [];
  if (items.length === 0) throw inputError('Required parameter "cartItems" is missing');
  if (items.length > MAX_ITEMS_PER_REQUEST)
    throw inputError(`At most ${MAX_ITEMS_PER_REQUEST} items can be added at once.`);
  const user_errors = inTransaction(ctx.db, () => {
    const errors = items.flatMap((input) => addOne(ctx, cart.cart_id, input) ?? []);
    updateCart(ctx.db, cart.cart_id, {});
    return errors;
  });
  return { cart: freshCartView(ctx, cart), user_errors };
}

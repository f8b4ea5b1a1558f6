// Creating carts (createEmptyCart, createGuestCart, customerCart) and merging a guest cart into a customer's.
import { nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import {
  addCartItemQty,
  findCartItemByProduct,
  listCartItems,
  setCartItemQty,
} from '../../db/repositories/cart-items';
import { findSaleProductsByIds } from '../../db/repositories/cart-products';
import {
  deactivateCart,
  findActiveCustomerCart,
  insertCart,
  maskedIdTaken,
  updateCart,
  type CartRow,
} from '../../db/repositories/carts';
import { addCartGiftCard, listCartGiftCards } from '../../db/repositories/gift-cards';
import { alreadyExists, authorizationError, inputError } from '../../errors';
import { cartView, freshCartView } from './cart-view';
import { getCartForUser, rejectInvalidToken, requireCartId } from './load-cart';

/** A client-chosen masked id (createEmptyCart / createGuestCart input), checked as Magento does. */
function chosenMaskedId(ctx: RequestContext, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || [...value].length !== 32)
    throw inputError('Cart ID length should to be 32 symbols.');
  if (!/^[A-Za-z0-9_-]{32}$/.test(value))
    throw inputError('Cart ID may contain only letters, digits, "-" and "_".');
  if (maskedIdTaken(ctx.db, value)) throw alreadyExists(`Cart with ID "${value}" already exists.`);
  return value;
}

/** The customer's active cart, created when they have none. */
export function customerCartRow(ctx: RequestContext, customerId: number, maskedId?: string): CartRow {
  return inTransaction(
    ctx.db,
    () =>
      findActiveCustomerCart(ctx.db, customerId) ??
      insertCart(ctx.db, { storeId: ctx.store.store_id, customerId, maskedId }),
  );
}

export function createEmptyCart(ctx: RequestContext, input: { cart_id?: unknown } | null): string {
  rejectInvalidToken(ctx);
  const maskedId = chosenMaskedId(ctx, input?.cart_id);
  if (ctx.customerId !== null) return customerCartRow(ctx, ctx.customerId, maskedId).masked_id;
  return insertCart(ctx.db, { storeId: ctx.store.store_id, customerId: null, maskedId }).masked_id;
}

export function createGuestCart(ctx: RequestContext, input: { cart_uid?: unknown } | null) {
  rejectInvalidToken(ctx);
  if (ctx.customerId !== null) throw alreadyExists('Use `Query.customerCart` for logged in customer.');
  const maskedId = chosenMaskedId(ctx, input?.cart_uid);
  return { cart: cartView(insertCart(ctx.db, { storeId: ctx.store.store_id, customerId: null, maskedId })) };
}

export function customerCart(ctx: RequestContext) {
  rejectInvalidToken(ctx);
  // Magento's CustomerCart resolver words this one differently from the other customer-only fields.
  if (ctx.customerId === null) throw authorizationError('The request is allowed for logged in customer');
  return cartView(customerCartRow(ctx, ctx.customerId));
}

/** Moves the guest cart's lines, coupon and gift cards into the customer's cart; the guest cart ends. */
function mergeInto(ctx: RequestContext, source: CartRow, destination: CartRow): void {
  const items = listCartItems(ctx.db, source.cart_id);
  const products = findSaleProductsByIds(
    ctx.db,
    items.map((i) => i.product_id),
  );
  for (const item of items) {
    const existing = findCartItemByProduct(ctx.db, destination.cart_id, item.product_id);
    const product = products.get(item.product_id);
    // Magento's CartQuantityValidator: a merged line that would exceed what can be sold keeps the
    // destination's quantity.
    const sellable = product ? Math.min(product.max_sale_qty, product.qty) : item.qty;
    if (existing) {
      if (existing.qty + item.qty <= sellable)
        setCartItemQty(ctx.db, existing.item_id, existing.qty + item.qty);
    } else
      addCartItemQty(ctx.db, destination.cart_id, {
        productId: item.product_id,
        parentProductId: item.parent_product_id,
        qty: item.qty,
      });
  }
  if (!destination.coupon_code && source.coupon_code)
    updateCart(ctx.db, destination.cart_id, { coupon_code: source.coupon_code });
  for (const card of listCartGiftCards(ctx.db, source.cart_id))
    addCartGiftCard(ctx.db, destination.cart_id, card.giftcard_id, nowMs(ctx.config));
  deactivateCart(ctx.db, source.cart_id);
  updateCart(ctx.db, destination.cart_id, {});
}

export function mergeCarts(
  ctx: RequestContext,
  args: { source_cart_id?: unknown; destination_cart_id?: unknown },
) {
  // Magento checks the arguments before who is asking.
  const sourceId = requireCartId(args.source_cart_id, 'source_cart_id');
  const destinationId = args.destination_cart_id;
  if (
    destinationId !== undefined &&
    destinationId !== null &&
    (typeof destinationId !== 'string' || destinationId.trim() === '')
  )
    throw inputError('The parameter "destination_cart_id" cannot be empty');
  rejectInvalidToken(ctx);
  if (ctx.customerId === null) throw authorizationError("The current customer isn't authorized.");
  const customerId = ctx.customerId;
  // Magento passes no customer for the source: it must be an active guest cart.
  const source = getCartForUser({ ...ctx, customerId: null }, sourceId);
  const destination =
    typeof destinationId === 'string'
      ? getCartForUser(ctx, destinationId.trim())
      : customerCartRow(ctx, customerId);
  inTransaction(ctx.db, () => mergeInto(ctx, source, destination));
  return freshCartView(ctx, destination);
}

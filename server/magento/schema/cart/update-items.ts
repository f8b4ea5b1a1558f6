// updateCartItems and removeItemFromCart, with Magento's messages. A quantity of 0 removes the line.
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { deleteCartItem, findCartItem, setCartItemQty } from '../../db/repositories/cart-items';
import { findSaleProductsByIds } from '../../db/repositories/cart-products';
import { updateCart } from '../../db/repositories/carts';
import { inputError, noSuchEntity } from '../../errors';
import { decodeUid } from '../../graphql/uid';
import { freshCartView } from './cart-view';
import { getCartForUser, requireCartId } from './load-cart';
import { checkQuantity, MAX_CART_LINES, type UserError } from './quantity-rules';

interface ItemRef {
  cart_item_id?: unknown;
  cart_item_uid?: unknown;
  quantity?: unknown;
}

/** The item id an input names by uid or (deprecated) numeric id; null when it names none. */
function itemIdOf(ref: ItemRef): number | null {
  if (typeof ref.cart_item_uid === 'string' && ref.cart_item_uid !== '') {
    try {
      return decodeUid(ref.cart_item_uid);
    } catch {
      return -1;
    }
  }
  return typeof ref.cart_item_id === 'number' && Number.isInteger(ref.cart_item_id) ? ref.cart_item_id : null;
}

const itemLabel = (ref: ItemRef) => String(ref.cart_item_uid ?? ref.cart_item_id).slice(0, 64);

function updateOne(ctx: RequestContext, cartId: number, ref: ItemRef): UserError | null {
  // Magento reports these in the output's errors, not as a failed request.
  const itemId = itemIdOf(ref);
  if (itemId === null)
    return {
      code: 'REQUIRED_PARAMETER_MISSING',
      message: 'Required parameter "cart_item_uid" for "cart_items" is missing.',
    };
  if (typeof ref.quantity !== 'number' || !Number.isFinite(ref.quantity))
    return {
      code: 'REQUIRED_PARAMETER_MISSING',
      message: 'Required parameter "quantity" for "cart_items" is missing.',
    };
  const item = findCartItem(ctx.db, cartId, itemId);
  if (!item)
    return {
      code: 'COULD_NOT_FIND_CART_ITEM',
      message: `Could not find cart item with id: ${itemLabel(ref)}.`,
    };
  if (ref.quantity === 0) {
    deleteCartItem(ctx.db, item.item_id);
    return null;
  }
  if (ref.quantity < 0)
    return { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' };
  const product = findSaleProductsByIds(ctx.db, [item.product_id]).get(item.product_id);
  const problem = product ? checkQuantity(product, ref.quantity) : null;
  if (problem) return problem;
  setCartItemQty(ctx.db, item.item_id, ref.quantity);
  return null;
}

export function updateCartItems(
  ctx: RequestContext,
  input: { cart_id?: unknown; cart_items?: unknown } | null,
) {
  const cart = getCartForUser(ctx, requireCartId(input?.cart_id));
  const refs = Array.isArray(input?.cart_items) ? (input.cart_items as (ItemRef | null)[]) : [];
  if (refs.length === 0) throw inputError('Required parameter "cart_items" is missing.');
  if (refs.length > MAX_CART_LINES)
    throw inputError(`At most ${MAX_CART_LINES} items can be updated at once.`);
  const errors = inTransaction(ctx.db, () => {
    const found = refs.flatMap((ref) => updateOne(ctx, cart.cart_id, ref ?? {}) ?? []);
    updateCart(ctx.db, cart.cart_id, {});
    return found;
  });
  return { cart: freshCartView(ctx, cart), errors };
}

export function removeItemFromCart(ctx: RequestContext, input: (ItemRef & { cart_id?: unknown }) | null) {
  const cart = getCartForUser(ctx, requireCartId(input?.cart_id, 'cart_id', '.'));
  const itemId = itemIdOf(input ?? {});
  // Magento turns cart_item_uid into cart_item_id first, and takes an id of 0 as none (empty()).
  if (!itemId) throw inputError('Required parameter "cart_item_id" is missing.');
  const item = findCartItem(ctx.db, cart.cart_id, itemId);
  if (!item) throw noSuchEntity("The cart doesn't contain the item");
  inTransaction(ctx.db, () => {
    deleteCartItem(ctx.db, item.item_id);
    updateCart(ctx.db, cart.cart_id, {});
  });
  return { cart: freshCartView(ctx, cart) };
}

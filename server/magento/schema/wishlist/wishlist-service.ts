// Adding, updating and removing wishlist items with Magento's user_errors: a bad item is reported and
// skipped, the good ones are saved, all in one transaction.
import type { RequestContext } from '../../context';
import { authorizationError, inputError } from '../../errors';
import { inTransaction } from '../../db/connection';
import {
  addWishlistItem,
  ensureWishlist,
  findWishlist,
  findWishlistItem,
  findWishlistProduct,
  removeWishlistItem,
  updateWishlistItem,
  wishlistItemExists,
  type WishlistRow,
} from '../../db/repositories/wishlists';

type UserError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string };
type Ctx = Pick<RequestContext, 'db' | 'customerId'>;

export const MAX_WISHLIST_QTY = 10_000;

/** The signed-in customer's wishlist `wishlistId` (0 means "mine"), with Magento's messages. */
export function ownWishlist(ctx: Ctx, wishlistId: string): WishlistRow {
  const customerId = ctx.customerId;
  if (customerId === null) throw authorizationError('The current user cannot perform operations on wishlist');
  const id = /^\d+$/.test(wishlistId.trim()) ? Number(wishlistId) : NaN;
  const wishlist =
    id === 0
      ? ensureWishlist(ctx.db, customerId)
      : Number.isSafeInteger(id)
        ? findWishlist(ctx.db, id)
        : undefined;
  if (!wishlist || wishlist.customer_id !== customerId) throw inputError('The wishlist was not found.');
  return wishlist;
}

const badQuantity = (qty: number) => !Number.isFinite(qty) || qty <= 0 || qty > MAX_WISHLIST_QTY;

export interface AddItem {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
}

export function addItems(ctx: Ctx, wishlist: WishlistRow, items: AddItem[]): UserError[] {
  return inTransaction(ctx.db, () =>
    items.flatMap((item): UserError[] => {
      const product = findWishlistProduct(ctx.db, item.sku);
      if (!product)
        return [{ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.sku}"` }];
      if (!product.enabled) return [{ code: 'UNDEFINED', message: 'The product is disabled' }];
      if (item.quantity === 0)
        return [{ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' }];
      if (badQuantity(item.quantity))
        return [
          {
            code: 'UNDEFINED',
            message: `The quantity of "${item.sku}" must be between 0 and ${MAX_WISHLIST_QTY}.`,
          },
        ];
      addWishlistItem(ctx.db, wishlist.wishlist_id, product.id, item.quantity);
      return [];
    }),
  );
}

/** Magento's messages for an item id this wishlist does not hold: someone else's, or none at all. */
function missingItem(ctx: Ctx, id: string): UserError {
  if (wishlistItemExists(ctx.db, itemId(id)))
    return {
      code: 'UNDEFINED',
      message: `The wishlist item with ID "${id}" does not belong to the wishlist`,
    };
  return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a wishlist item with ID "${id}"` };
}

const itemId = (id: string) => (/^\d{1,10}$/.test(id.trim()) ? Number(id) : 0);

export function removeItems(ctx: Ctx, wishlist: WishlistRow, ids: string[]): UserError[] {
  return inTransaction(ctx.db, () =>
    ids.flatMap((id) =>
      removeWishlistItem(ctx.db, wishlist.wishlist_id, itemId(id)) ? [] : [missingItem(ctx, id)],
    ),
  );
}

export interface UpdateItem {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
}

export function updateItems(ctx: Ctx, wishlist: WishlistRow, items: UpdateItem[]): UserError[] {
  return inTransaction(ctx.db, () =>
    items.flatMap((update): UserError[] => {
      const item = findWishlistItem(ctx.db, wishlist.wishlist_id, itemId(update.wishlist_item_id));
      if (!item) return [missingItem(ctx, update.wishlist_item_id)];
      const qty = update.quantity ?? item.qty;
      if (qty === 0) return [{ code: 'UNDEFINED', message: 'The quantity of a wishlist item cannot be 0' }];
      if (badQuantity(qty))
        return [{ code: 'UNDEFINED', message: `The quantity must be between 0 and ${MAX_WISHLIST_QTY}.` }];
      const description =
        update.description === undefined ? item.description : (update.description?.slice(0, 1000) ?? null);
      updateWishlistItem(ctx.db, item, qty, description);
      return [];
    }),
  );
}

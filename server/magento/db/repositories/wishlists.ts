// Wishlists (one per customer, created on first use) and their items. Items point at catalogue products
// (the catalog domain's `products` table).
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  product_id: number;
  qty: number;
  description: string | null;
  added_at: string;
}

export function findWishlist(db: Db, wishlistId: number): WishlistRow | undefined {
  return prepared(db, 'SELECT * FROM wishlists WHERE wishlist_id = ?').get(wishlistId) as
    WishlistRow | undefined;
}

/** The customer's wishlist, created when they have none yet (Magento's loadByCustomerId($id, true)). */
export function ensureWishlist(db: Db, customerId: number): WishlistRow {
  prepared(db, 'INSERT OR IGNORE INTO wishlists (customer_id, sharing_code) VALUES (?, ?)').run(
    customerId,
    crypto.randomBytes(16).toString('hex'),
  );
  return prepared(db, 'SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as WishlistRow;
}

export function listWishlistItems(
  db: Db,
  wishlistId: number,
  limit: number,
  offset: number,
): WishlistItemRow[] {
  return prepared(
    db,
    'SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY wishlist_item_id LIMIT ? OFFSET ?',
  ).all(wishlistId, limit, offset) as WishlistItemRow[];
}

export function countWishlistItems(db: Db, wishlistId: number): number {
  return (
    prepared(db, 'SELECT COUNT(*) AS n FROM wishlist_items WHERE wishlist_id = ?').get(wishlistId) as {
      n: number;
    }
  ).n;
}

/**
 * The product a wishlist keeps for a SKU: enabled products only; a variant that is not visible on its own is
 * kept as its configurable parent, the product the shopper can open.
 */
/** The product a wishlist item of this SKU holds (a variant's parent), and whether it is enabled. */
export function findWishlistProduct(db: Db, sku: string): { id: number; enabled: boolean } | undefined {
  const row = prepared(
    db,
    `SELECT CASE WHEN p.visibility = 1 AND p.parent_id IS NOT NULL THEN p.parent_id ELSE p.entity_id END AS id,
              p.status FROM products p WHERE p.sku = ?`,
  ).get(sku.trim()) as { id: number; status: number } | undefined;
  return row && { id: row.id, enabled: row.status === 1 };
}

/** Whether a wishlist item with that id exists in any wishlist. */
export function wishlistItemExists(db: Db, itemId: number): boolean {
  return prepared(db, 'SELECT 1 FROM wishlist_items WHERE wishlist_item_id = ?').get(itemId) !== undefined;
}

/** Adds the product, or adds to its quantity when it is in the wishlist already. */
export function addWishlistItem(
  db: Db,
  wishlistId: number,
  productId: number,
  qty: number,
  description?: string | null,
) {
  prepared(
    db,
    `INSERT INTO wishlist_items (wishlist_id, product_id, qty, description) VALUES (?, ?, ?, ?)
     ON CONFLICT (wishlist_id, product_id) DO UPDATE SET qty = qty + excluded.qty,
       description = COALESCE(excluded.description, description)`,
  ).run(wishlistId, productId, qty, description ?? null);
  touchWishlist(db, wishlistId);
}

export function findWishlistItem(db: Db, wishlistId: number, itemId: number): WishlistItemRow | undefined {
  return prepared(db, 'SELECT * FROM wishlist_items WHERE wishlist_id = ? AND wishlist_item_id = ?').get(
    wishlistId,
    itemId,
  ) as WishlistItemRow | undefined;
}

export function removeWishlistItem(db: Db, wishlistId: number, itemId: number): boolean {
  const removed = prepared(
    db,
    'DELETE FROM wishlist_items WHERE wishlist_id = ? AND wishlist_item_id = ?',
  ).run(wishlistId, itemId);
  if (removed.changes > 0) touchWishlist(db, wishlistId);
  return removed.changes > 0;
}

export function updateWishlistItem(
  db: Db,
  item: WishlistItemRow,
  qty: number,
  description: string | null,
): void {
  prepared(db, 'UPDATE wishlist_items SET qty = ?, description = ? WHERE wishlist_item_id = ?').run(
    qty,
    description,
    item.wishlist_item_id,
  );
  touchWishlist(db, item.wishlist_id);
}

function touchWishlist(db: Db, wishlistId: number): void {
  prepared(db, "UPDATE wishlists SET updated_at = datetime('now') WHERE wishlist_id = ?").run(wishlistId);
}

/** `count` enabled, individually visible products spread over the catalogue (for demo wishlists). */
export function pickVisibleProducts(db: Db, count: number, start: number): number[] {
  const ids = prepared(
    db,
    'SELECT entity_id FROM products WHERE status = 1 AND visibility > 1 ORDER BY entity_id',
  ).all() as { entity_id: number }[];
  if (ids.length === 0) return [];
  const stride = Math.max(1, Math.floor(ids.length / Math.max(count, 1)));
  return Array.from(
    { length: Math.min(count, ids.length) },
    (_, i) => ids[(start + i * stride) % ids.length]!.entity_id,
  );
}

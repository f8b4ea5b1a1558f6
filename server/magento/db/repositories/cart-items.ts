// Cart lines (Magento's quote_item). A configurable product's line holds the chosen variant (product_id) and
// the configurable it was chosen from (parent_product_id), as one row.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface CartItemRow {
  item_id: number;
  cart_id: number;
  product_id: number;
  parent_product_id: number | null;
  qty: number;
  created_at: string;
}

export function listCartItems(db: Db, cartId: number): CartItemRow[] {
  return prepared(db, 'SELECT * FROM cart_items WHERE cart_id = ? ORDER BY item_id').all(
    cartId,
  ) as CartItemRow[];
}

export function findCartItem(db: Db, cartId: number, itemId: number): CartItemRow | undefined {
  return prepared(db, 'SELECT * FROM cart_items WHERE cart_id = ? AND item_id = ?').get(cartId, itemId) as
    CartItemRow | undefined;
}

export function findCartItemByProduct(db: Db, cartId: number, productId: number): CartItemRow | undefined {
  return prepared(db, 'SELECT * FROM cart_items WHERE cart_id = ? AND product_id = ?').get(
    cartId,
    productId,
  ) as CartItemRow | undefined;
}

export function countCartItems(db: Db, cartId: number): number {
  return (prepared(db, 'SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?').get(cartId) as { n: number })
    .n;
}

/** Adds `qty` of a product: a new line, or more of the line already holding it. */
export function addCartItemQty(
  db: Db,
  cartId: number,
  item: { productId: number; parentProductId: number | null; qty: number },
): void {
  prepared(
    db,
    `INSERT INTO cart_items (cart_id, product_id, parent_product_id, qty) VALUES (?, ?, ?, ?)
     ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = qty + excluded.qty`,
  ).run(cartId, item.productId, item.parentProductId, item.qty);
}

export function setCartItemQty(db: Db, itemId: number, qty: number): void {
  prepared(db, 'UPDATE cart_items SET qty = ? WHERE item_id = ?').run(qty, itemId);
}

export function deleteCartItem(db: Db, itemId: number): void {
  prepared(db, 'DELETE FROM cart_items WHERE item_id = ?').run(itemId);
}

// The GST classes of sold products (a variant with its parent's categories), read in one query for all of them:
// the cart's totals and the invoice both price GST by them.
import type { Db } from '../db/connection';
import { categoryPathsByProduct } from '../db/repositories/invoices';
import type { OrderItemRow } from '../db/repositories/orders';
import { gstClassOf, type GstClass } from './gst-rates';

export interface SoldProduct {
  productId: number | null;
  parentId: number | null;
}

/** A lookup of each given product's GST class. */
export function gstClassesOf(db: Db, sold: readonly SoldProduct[]): (p: SoldProduct) => GstClass {
  const ids = (p: SoldProduct) => [p.productId, p.parentId].filter((id): id is number => id !== null);
  const paths = categoryPathsByProduct(db, sold.flatMap(ids));
  return (p) => gstClassOf(ids(p).flatMap((id) => paths.get(id) ?? []));
}

/** The same lookup keyed by an order's items. */
export function orderItemGstClasses(
  db: Db,
  items: readonly OrderItemRow[],
): (item: OrderItemRow) => GstClass {
  const sold = (item: OrderItemRow) => ({ productId: item.product_id, parentId: item.parent_product_id });
  const classOf = gstClassesOf(db, items.map(sold));
  return (item) => classOf(sold(item));
}

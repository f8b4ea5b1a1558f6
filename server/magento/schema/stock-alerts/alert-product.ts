// The product an alert is for, and whether it is in stock by the catalogue's own rule (catalog/prices.ts
// isInStock, as stock_status answers it): a configurable product is in stock when one of its variants is.
import type { Db } from '../../db/connection';
import {
  findProductIdBySku,
  findProductsByIds,
  findVariants,
  type ProductRow,
} from '../../db/repositories/products';
import { noSuchEntity } from '../../errors';
import { isInStock } from '../catalog/prices';

/** Magento SKUs are at most 64 characters; a longer one is never echoed back in full. */
const MAX_SKU_LENGTH = 64;

export const productNotFound = (sku: string) =>
  noSuchEntity(`Could not find a product with SKU "${sku.slice(0, MAX_SKU_LENGTH)}"`);

/** An enabled product sold on its own (not a variant) by SKU, or Magento's no-such-entity error. */
export function sellableProductBySku(db: Db, sku: string): ProductRow {
  const id = sku.length <= MAX_SKU_LENGTH ? findProductIdBySku(db, sku.trim()) : undefined;
  const row = id === undefined ? undefined : findProductsByIds(db, [id])[0];
  if (!row || row.status !== 1 || row.parent_id !== null || row.visibility <= 1) throw productNotFound(sku);
  return row;
}

/** Whether each product is in stock now, as its stock_status would answer; disabled products never are. */
export function inStockNow(db: Db, products: readonly ProductRow[]): Map<number, boolean> {
  const configurable = products.filter((p) => p.type_id === 'configurable').map((p) => p.entity_id);
  const variants = findVariants(db, configurable);
  return new Map(
    products.map((p) => {
      const own = p.status === 1 && isInStock(p);
      const mine = variants.filter((v) => v.parent_id === p.entity_id);
      return [p.entity_id, p.type_id === 'configurable' ? own && mine.some(isInStock) : own];
    }),
  );
}

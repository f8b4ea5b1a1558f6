// The stock of a product, as Magento's admin sets it (the product form's Quantity and Stock Status), for the
// embedded backend; then the back-in-stock alerts that became due are sent, as Magento's cron would send them.
import type { StandInConfig } from '../config';
import { inTransaction, type Db } from '../db/connection';
import { updateProduct } from '../db/repositories/catalog-writer';
import { findProductIdBySku, findProductsByIds, type ProductRow } from '../db/repositories/products';
import type { PushSender } from '../push/test-push';
import { sendStockAlerts, type SentStockAlert } from '../schema/stock-alerts/send-stock-alerts';

/** A reason the change was refused; nothing was written. */
export class StockChangeRefused extends Error {}

/** The most a product's stock may be set to: a typo ("10000000") should not become the shop's stock. */
export const MAX_STOCK_QTY = 1_000_000;

/**
 * Sets the salable quantity of a simple or virtual product (a variant included, by its own SKU); it is in stock
 * exactly when the quantity is above 0. A configurable product's stock is its variants'.
 */
export function setProductStock(db: Db, sku: string, qty: number): ProductRow {
  if (!Number.isInteger(qty) || qty < 0 || qty > MAX_STOCK_QTY)
    throw new StockChangeRefused(`The quantity must be a whole number from 0 to ${MAX_STOCK_QTY}.`);
  return inTransaction(db, () => {
    const id = findProductIdBySku(db, sku);
    const product = id === undefined ? undefined : findProductsByIds(db, [id])[0];
    if (!product) throw new StockChangeRefused(`No product with the SKU ${sku}.`);
    if (product.type_id === 'configurable')
      throw new StockChangeRefused(
        `${product.sku} is a configurable product: set the stock of its variants (their own SKUs).`,
      );
    updateProduct(db, product.sku, { qty, is_in_stock: qty > 0 ? 1 : 0 });
    return findProductsByIds(db, [product.entity_id])[0]!;
  });
}

/** Sets the stock, then sends the alerts of every product now back in stock. */
export async function changeStock(
  db: Db,
  config: Pick<StandInConfig, 'dataDir' | 'publicOrigin' | 'now'>,
  sender: PushSender | null,
  sku: string,
  qty: number,
): Promise<{ product: ProductRow; alerts: SentStockAlert[] }> {
  const product = setProductStock(db, sku, qty);
  return { product, alerts: await sendStockAlerts(db, config, sender) };
}

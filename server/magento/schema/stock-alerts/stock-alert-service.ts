// Subscribing and unsubscribing, with the module's rules: signed-in customers only (the resolvers ask
// requireCustomer first), only for a product that is out of stock, subscribing twice is one alert, and a
// customer only ever removes their own.
import { magentoTime, nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import {
  deleteStockAlert,
  findStockAlert,
  upsertStockAlert,
  type StockAlertRow,
} from '../../db/repositories/stock-alerts';
import { inputError, noSuchEntity } from '../../errors';
import { inStockNow, sellableProductBySku } from './alert-product';

export const IN_STOCK = (name: string) =>
  `The product "${name}" is in stock. Stock alerts are only for products that are out of stock.`;
export const ONE_OF_ID_OR_SKU =
  'Specify either the "id" or the "sku" of the stock alert to remove, not both.';
export const ALERT_NOT_FOUND = (id: string) => `Could not find a stock alert with ID "${id.slice(0, 20)}"`;

/** The customer's alert for an out-of-stock product in this store view: a new one, or theirs made to wait again. */
export function subscribe(ctx: RequestContext, customerId: number, sku: string): StockAlertRow {
  return inTransaction(ctx.db, () => {
    const product = sellableProductBySku(ctx.db, sku);
    if (inStockNow(ctx.db, [product]).get(product.entity_id)) throw inputError(IN_STOCK(product.name));
    return upsertStockAlert(ctx.db, {
      customerId,
      productId: product.entity_id,
      storeId: ctx.store.store_id,
      createdAt: magentoTime(nowMs(ctx.config)),
    });
  });
}

/**
 * Removes one of the customer's alerts. By id: another customer's alert is "not found", as a missing one is, so
 * ids tell nothing about other accounts. By SKU: as Magento's unsubscribe controller, done whether or not there
 * was an alert.
 */
export function unsubscribe(
  ctx: RequestContext,
  customerId: number,
  { id, sku }: { id?: string | null; sku?: string | null },
): void {
  const byId = id !== undefined && id !== null;
  const bySku = sku !== undefined && sku !== null;
  if (byId === bySku) throw inputError(ONE_OF_ID_OR_SKU);
  if (byId) {
    const alertId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    const alert = Number.isNaN(alertId) ? undefined : findStockAlert(ctx.db, alertId);
    if (!alert || alert.customer_id !== customerId) throw noSuchEntity(ALERT_NOT_FOUND(id));
    deleteStockAlert(ctx.db, customerId, { alertId });
    return;
  }
  const product = sellableProductBySku(ctx.db, sku!);
  deleteStockAlert(ctx.db, customerId, { productId: product.entity_id, storeId: ctx.store.store_id });
}

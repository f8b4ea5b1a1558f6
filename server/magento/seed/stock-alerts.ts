// The demo customers' back-in-stock alerts (a customer's optional `stock_alerts` in customers.json: SKU and
// when they asked), in the default store view. Each is for a product the catalogue has out of stock, so it
// waits until the operator puts stock back (`npm run catalog -- stock SKU QTY`).
import { DEFAULT_STORE_CODE } from '../context';
import type { Db } from '../db/connection';
import { findCustomerByEmail } from '../db/repositories/customers';
import { upsertStockAlert } from '../db/repositories/stock-alerts';
import { findStoreByCode } from '../db/repositories/stores';
import { inStockNow, sellableProductBySku } from '../schema/stock-alerts/alert-product';
import type { CatalogueSource } from './catalogue-file';

interface CustomerAlerts {
  email: string;
  stock_alerts?: { sku: string; created_at: string }[];
}

export function seedStockAlerts(db: Db, source: CatalogueSource): void {
  const { customers } = source.read<{ customers: CustomerAlerts[] }>('customers.json');
  const store = findStoreByCode(db, DEFAULT_STORE_CODE);
  for (const c of customers.filter((x) => x.stock_alerts?.length)) {
    const customer = findCustomerByEmail(db, c.email);
    if (!customer || !store) throw new Error(`customers.json: no customer ${c.email} or default store`);
    for (const alert of c.stock_alerts!) {
      const product = sellableProductBySku(db, alert.sku);
      if (inStockNow(db, [product]).get(product.entity_id))
        throw new Error(`customers.json: ${c.email} waits for ${alert.sku}, which is in stock`);
      upsertStockAlert(db, {
        customerId: customer.customer_id,
        productId: product.entity_id,
        storeId: store.store_id,
        createdAt: alert.created_at,
      });
    }
  }
}

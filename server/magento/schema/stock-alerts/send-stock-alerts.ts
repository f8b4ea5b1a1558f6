// Sending back-in-stock alerts: what Magento_ProductAlert's cron does, run by the operator's stock command
// (server/magento/catalog-admin) after a product's stock changes. Every waiting alert whose product is in stock
// now is marked notified and gets its drawer notification in one transaction, so two runs side by side never
// send one alert twice; the e-mail (outbox) and the push (the configured sender) follow once that is committed,
// and a failure of either is reported, not retried: the customer still has the notification.
import { magentoTime, nowMs } from '../../clock';
import type { StandInConfig } from '../../config';
import { DEFAULT_STORE_CODE } from '../../context';
import { inTransaction, type Db } from '../../db/connection';
import { findCustomerById } from '../../db/repositories/customers';
import { listFcmTokens } from '../../db/repositories/fcm';
import { insertNotification } from '../../db/repositories/notifications';
import { findProductsByIds, type ProductRow } from '../../db/repositories/products';
import {
  listWaitingStockAlerts,
  markStockAlertNotified,
  type StockAlertRow,
} from '../../db/repositories/stock-alerts';
import { listActiveStores } from '../../db/repositories/stores';
import { sendToOutbox } from '../../outbox/outbox';
import { pushPayload, type PushSender } from '../../push/test-push';
import { buildStoreConfig } from '../store/store-config';
import { inStockNow } from './alert-product';
import { alertEmail, drawerNotification, pushMessage, type AlertToSend } from './alert-messages';

type SenderConfig = Pick<StandInConfig, 'dataDir' | 'publicOrigin' | 'now'>;

export interface SentStockAlert extends AlertToSend {
  alertId: number;
  customerId: number;
  sku: string;
  notificationId: number;
  /** Whether the e-mail reached the outbox. */
  emailed: boolean;
  /** Sent through the sender; or, with none configured, the payload to deliver by hand (the sandbox prints it). */
  push:
    | { tokens: number; sent: number; failed: number }
    | { tokens: number; payload: ReturnType<typeof pushPayload> };
}

/** The product page in the alert's store view: `/{url_key}{suffix}`, behind the store code when not the default. */
function productPaths(db: Db, origin: string): (alert: StockAlertRow, product: ProductRow) => string {
  const stores = new Map(listActiveStores(db).map((s) => [s.store_id, s]));
  const fallback = [...stores.values()].find((s) => s.code === DEFAULT_STORE_CODE);
  const suffixes = new Map<number, string>();
  return (alert, product) => {
    const store = stores.get(alert.store_id) ?? fallback;
    if (!store || !product.url_key) return '/';
    if (!suffixes.has(store.store_id))
      suffixes.set(store.store_id, String(buildStoreConfig(db, store, origin).product_url_suffix ?? ''));
    const prefix = store.code === DEFAULT_STORE_CODE ? '' : `/${store.code}`;
    return `${prefix}/${product.url_key}${suffixes.get(store.store_id)}`;
  };
}

/** Marks the alerts of products now in stock notified, each with its drawer notification; one transaction. */
function claimAlerts(db: Db, config: SenderConfig): Omit<SentStockAlert, 'emailed' | 'push'>[] {
  return inTransaction(db, () => {
    const waiting = listWaitingStockAlerts(db);
    const products = new Map(
      findProductsByIds(db, [...new Set(waiting.map((a) => a.product_id))]).map((p) => [p.entity_id, p]),
    );
    const inStock = inStockNow(db, [...products.values()]);
    const pathOf = productPaths(db, config.publicOrigin);
    const now = magentoTime(nowMs(config));
    return waiting.flatMap((alert) => {
      const product = products.get(alert.product_id);
      const customer = findCustomerById(db, alert.customer_id);
      if (!product || !customer || !inStock.get(product.entity_id)) return [];
      if (!markStockAlertNotified(db, alert.alert_stock_id, now)) return [];
      const toSend = {
        customer: { email: customer.email, firstname: customer.firstname },
        product: { name: product.name },
        productPath: pathOf(alert, product),
      };
      const notificationId = insertNotification(db, customer.customer_id, {
        ...drawerNotification(toSend),
        createdAt: now,
      });
      return [
        {
          ...toSend,
          alertId: alert.alert_stock_id,
          customerId: customer.customer_id,
          sku: product.sku,
          notificationId,
        },
      ];
    });
  });
}

async function push(
  db: Db,
  sender: PushSender | null,
  alert: Omit<SentStockAlert, 'emailed' | 'push'>,
): Promise<SentStockAlert['push']> {
  const message = pushMessage(alert, alert.notificationId);
  const tokens = listFcmTokens(db, alert.customerId);
  if (!sender) return { tokens: tokens.length, payload: pushPayload(message) };
  const results = await Promise.allSettled(tokens.map((token) => sender.send(token, message)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  return { tokens: tokens.length, sent: tokens.length - failed, failed };
}

function email(config: SenderConfig, alert: AlertToSend): boolean {
  try {
    sendToOutbox(config, alertEmail(alert, config.publicOrigin), nowMs(config));
    return true;
  } catch {
    return false;
  }
}

/** Sends every alert whose product is back in stock, once; returns what was sent (nothing when none was due). */
export async function sendStockAlerts(
  db: Db,
  config: SenderConfig,
  sender: PushSender | null,
): Promise<SentStockAlert[]> {
  const claimed = claimAlerts(db, config);
  const sent: SentStockAlert[] = [];
  for (const alert of claimed)
    sent.push({ ...alert, emailed: email(config, alert), push: await push(db, sender, alert) });
  return sent;
}

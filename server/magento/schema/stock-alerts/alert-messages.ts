// What a back-in-stock alert says in each channel. Every one links to the product and names the alerts page,
// where the customer stops alerts (the e-mail links it): an alert is sent once, and the page is where the
// customer removes the others or asks again.
import type { OutboxMessage } from '../../outbox/outbox';
import type { PushMessage } from '../../push/test-push';

/** The account page listing the customer's alerts (the storefront's route). */
export const STOCK_ALERTS_PATH = '/stock-alerts';
/** The outbox template of the e-mail (Magento's is catalog_productalert_email_stock_template). */
export const STOCK_ALERT_TEMPLATE = 'product_alert_stock';

export interface AlertToSend {
  customer: { email: string; firstname: string };
  product: { name: string };
  /** The product page, relative to the shop's origin (with the store view's code when not the default). */
  productPath: string;
}

export const ALERT_TITLE = 'Back in stock';

const body = (name: string) =>
  `${name} is back in stock. Order it before it sells out again. Stop stock alerts in My Stock Alerts (${STOCK_ALERTS_PATH}).`;

export function drawerNotification(alert: AlertToSend) {
  return { title: ALERT_TITLE, body: body(alert.product.name), url: alert.productPath };
}

/** The push opens the product and, by its ?nid=, marks the drawer's copy of it read (SPEC 2.3). */
export function pushMessage(alert: AlertToSend, notificationId: number): PushMessage {
  const separator = alert.productPath.includes('?') ? '&' : '?';
  return {
    title: ALERT_TITLE,
    body: body(alert.product.name),
    url: `${alert.productPath}${separator}nid=${notificationId}`,
  };
}

export function alertEmail(alert: AlertToSend, origin: string): OutboxMessage {
  const link = `${origin}${alert.productPath}`;
  const text = [
    `Hello ${alert.customer.firstname},`,
    '',
    `Good news: ${alert.product.name} is back in stock.`,
    '',
    `See it and order it: ${link}`,
    '',
    'You asked us to tell you when it was back; this is the only e-mail about it.',
    `To stop stock alerts, remove them in My Stock Alerts: ${origin}${STOCK_ALERTS_PATH}`,
  ].join('\n');
  return {
    channel: 'email',
    to: alert.customer.email,
    template: STOCK_ALERT_TEMPLATE,
    subject: `${alert.product.name} is back in stock`,
    text,
    link,
  };
}

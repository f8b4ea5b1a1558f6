// Telling the shopper their order changed, as stock alerts do: the drawer notification (customers only) is
// written in the change's own transaction, so the two stand or fall together; the e-mail (outbox) and the push
// (the configured sender, or the payload for the sandbox to print) follow once it is committed, and a failure
// of either is reported, never thrown: the order has changed whatever happens to its news.
import { nowMs } from '../clock';
import type { StandInConfig } from '../config';
import type { Db } from '../db/connection';
import { listFcmTokens } from '../db/repositories/fcm';
import { insertNotification } from '../db/repositories/notifications';
import type { OrderRow } from '../db/repositories/orders';
import { sendToOutbox, type OutboxMessage } from '../outbox/outbox';
import { pushPayload, pushSenderFromEnv, type PushMessage, type PushSender } from '../push/test-push';
import {
  EMAIL_LINK_LINE,
  NEWS_TITLES,
  newsBody,
  ORDER_NEWS_TEMPLATE,
  type OrderNewsKind,
} from './lifecycle-messages';

export interface OrderNews {
  kind: OrderNewsKind;
  order: OrderRow;
  /** The customer's drawer notification; null for a guest's order. */
  notificationId: number | null;
  tracking?: string;
  refund?: string;
}

export interface SentOrderNews {
  emailed: boolean;
  /** Null for a guest (no installs to push to); else sent through the sender, or the payload to deliver by hand. */
  push:
    | null
    | { tokens: number; sent: number; failed: number }
    | { tokens: number; payload: ReturnType<typeof pushPayload> };
}

/** The customer's order page (the storefront's route). */
export const orderPath = (number: string) => `/order-history/${number}`;

/** A customer's order page, or a guest's Track your order page opened by the order's token. */
export function orderLink(order: OrderRow, origin: string): string {
  return order.customer_id !== null
    ? `${origin}${orderPath(order.increment_id)}`
    : `${origin}/track-order?token=${encodeURIComponent(order.protect_code)}`;
}

const facts = (news: OrderNews) => ({
  kind: news.kind,
  number: news.order.increment_id,
  tracking: news.tracking,
  refund: news.refund,
});

/** Inside the change's transaction: the customer's drawer notification; returns the news to send later. */
export function writeDrawerNews(
  db: Db,
  order: OrderRow,
  change: Pick<OrderNews, 'kind' | 'tracking' | 'refund'>,
  at: string,
): OrderNews {
  const news: OrderNews = { ...change, order, notificationId: null };
  if (order.customer_id === null) return news;
  news.notificationId = insertNotification(db, order.customer_id, {
    title: NEWS_TITLES[news.kind](order.increment_id),
    body: newsBody(facts(news)),
    url: orderPath(order.increment_id),
    createdAt: at,
  });
  return news;
}

export function orderNewsEmail(news: OrderNews, origin: string): OutboxMessage {
  const { order } = news;
  const link = orderLink(order, origin);
  const text = [
    `Hello ${order.customer_firstname},`,
    '',
    newsBody(facts(news)),
    '',
    EMAIL_LINK_LINE(link),
  ].join('\n');
  return {
    channel: 'email',
    to: order.email,
    template: ORDER_NEWS_TEMPLATE[news.kind],
    subject: NEWS_TITLES[news.kind](order.increment_id),
    text,
    link,
  };
}

/** The push opens the order and, by its ?nid=, marks the drawer's copy read (SPEC 2.3). */
export function orderNewsPush(news: OrderNews): PushMessage {
  return {
    title: NEWS_TITLES[news.kind](news.order.increment_id),
    body: newsBody(facts(news)),
    url: `${orderPath(news.order.increment_id)}?nid=${news.notificationId}`,
  };
}

async function push(db: Db, sender: PushSender | null, news: OrderNews): Promise<SentOrderNews['push']> {
  if (news.order.customer_id === null || news.notificationId === null) return null;
  const message = orderNewsPush(news);
  const tokens = listFcmTokens(db, news.order.customer_id);
  if (!sender) return { tokens: tokens.length, payload: pushPayload(message) };
  const results = await Promise.allSettled(tokens.map((token) => sender.send(token, message)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  return { tokens: tokens.length, sent: tokens.length - failed, failed };
}

/** After the change has committed: the e-mail and the push. */
export async function sendOrderNews(
  db: Db,
  config: Pick<StandInConfig, 'dataDir' | 'publicOrigin' | 'now'>,
  sender: PushSender | null,
  news: OrderNews,
): Promise<SentOrderNews> {
  let emailed = false;
  try {
    sendToOutbox(config, orderNewsEmail(news, config.publicOrigin), nowMs(config));
    emailed = true;
  } catch (e) {
    console.error(`The e-mail about order #${news.order.increment_id} was not written:`, e);
  }
  let pushed: SentOrderNews['push'] = null;
  try {
    pushed = await push(db, sender, news);
  } catch (e) {
    console.error(`The push about order #${news.order.increment_id} was not sent:`, e);
  }
  return { emailed, push: pushed };
}

let serverSender: PushSender | null | undefined;
/** The running server's sender (PUSH_SENDER_URL), read once; null when none is configured. */
export function serverPushSender(): PushSender | null {
  if (serverSender === undefined) {
    try {
      serverSender = pushSenderFromEnv(process.env);
    } catch {
      serverSender = null;
    }
  }
  return serverSender;
}

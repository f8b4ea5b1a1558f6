// Test pushes from the embedded backend: a message to every push token a customer's installs registered
// (SaveFcmToken), through a configurable sender. The sender is an HTTP endpoint (PUSH_SENDER_URL) that takes
// { token, notification, data } (FCM's message shape): a relay to FCM with the project's credentials in
// production, a local stub in development and tests. With no sender, the payload is returned for the caller to
// deliver straight to a worker (DevTools' Push button, CDP ServiceWorker.deliverPushMessage), so nothing
// reaches Google unless someone configures it to.
import type { Db } from '../db/connection';
import { listFcmTokens } from '../db/repositories/fcm';
import { findCustomerByEmail } from '../db/repositories/customers';

export interface PushMessage {
  title: string;
  body?: string;
  /** Where a click on the notification goes (SPEC 3 "Push message": url in its data). */
  url?: string;
}

export interface PushSender {
  send(token: string, message: PushMessage): Promise<void>;
}

/** FCM's notification-message shape, which the worker reads (sw/notifications.ts). */
export function pushPayload(message: PushMessage) {
  return {
    notification: { title: message.title, ...(message.body ? { body: message.body } : {}) },
    data: { url: message.url ?? '/' },
  };
}

/** A sender that POSTs { token, ...payload } as JSON; `key` goes in the Authorization header. */
export function httpPushSender(url: string, key = '', fetchImpl: typeof fetch = fetch): PushSender {
  return {
    async send(token, message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `key=${key}` } : {}) },
        body: JSON.stringify({ token, ...pushPayload(message) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`push sender answered ${response.status}`);
    },
  };
}

/** PUSH_SENDER_URL (and PUSH_SENDER_KEY), or null when none is configured. */
export function pushSenderFromEnv(env: NodeJS.ProcessEnv): PushSender | null {
  const url = env.PUSH_SENDER_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`PUSH_SENDER_URL must be an http(s) URL, got "${url}"`);
  return httpPushSender(url, env.PUSH_SENDER_KEY?.trim() ?? '');
}

export type TestPushResult =
  | { status: 'unknown-customer' }
  | { status: 'no-sender'; tokens: number; payload: ReturnType<typeof pushPayload> }
  | { status: 'sent'; tokens: number; sent: number; failed: number };

/** Sends `message` to every token of the customer with `email`; one failing token does not stop the rest. */
export async function sendTestPush(
  db: Db,
  sender: PushSender | null,
  email: string,
  message: PushMessage,
): Promise<TestPushResult> {
  const customer = findCustomerByEmail(db, email);
  if (!customer) return { status: 'unknown-customer' };
  const tokens = listFcmTokens(db, customer.customer_id);
  if (!sender) return { status: 'no-sender', tokens: tokens.length, payload: pushPayload(message) };
  const results = await Promise.allSettled(tokens.map((token) => sender.send(token, message)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  return { status: 'sent', tokens: tokens.length, sent: tokens.length - failed, failed };
}

// Zepp_PushNotifications: customers' FCM registration tokens and the app-install counter.
import type { Db } from '../connection';
import { prepared } from './statements';

/** Saves (or moves to this customer) a push token; a token identifies one browser install. */
export function saveFcmToken(db: Db, customerId: number, token: string, now: number): void {
  prepared(
    db,
    `INSERT INTO fcm_tokens (token, customer_id, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
  ).run(token, customerId, now);
}

export function listFcmTokens(db: Db, customerId: number): string[] {
  const rows = prepared(
    db,
    'SELECT token FROM fcm_tokens WHERE customer_id = ? ORDER BY updated_at DESC',
  ).all(customerId);
  return (rows as { token: string }[]).map((r) => r.token);
}

/** Counts one app install; returns the total so far. */
export function recordAppDownload(db: Db, now: number): number {
  prepared(db, 'INSERT INTO app_downloads (created_at) VALUES (?)').run(now);
  return (prepared(db, 'SELECT COUNT(*) AS n FROM app_downloads').get() as { n: number }).n;
}

import type { Db } from '../connection';
import { prepared } from './statements';

export interface NotificationRow {
  notification_id: number;
  customer_id: number;
  title: string;
  body: string;
  url: string | null;
  is_read: number;
  created_at: string;
}

export interface NewNotification {
  title: string;
  body: string;
  url?: string | null;
  isRead?: boolean;
  createdAt?: string;
}

/** A customer's notifications, newest first. */
export function listNotifications(db: Db, customerId: number, limit = 50): NotificationRow[] {
  return prepared(
    db,
    'SELECT * FROM customer_notifications WHERE customer_id = ? ORDER BY notification_id DESC LIMIT ?',
  ).all(customerId, limit) as NotificationRow[];
}

export function insertNotification(db: Db, customerId: number, n: NewNotification): number {
  const result = prepared(
    db,
    `INSERT INTO customer_notifications (customer_id, title, body, url, is_read, created_at)
       VALUES (?, ?, ?, ?, ?, COALESCE(?, datetime('now')))`,
  ).run(customerId, n.title, n.body, n.url ?? null, n.isRead ? 1 : 0, n.createdAt ?? null);
  return Number(result.lastInsertRowid);
}

/** Marks the customer's own notification read; false when it is not theirs or does not exist. */
export function markNotificationRead(db: Db, customerId: number, notificationId: number): boolean {
  const row = prepared(
    db,
    'SELECT 1 FROM customer_notifications WHERE notification_id = ? AND customer_id = ?',
  ).get(notificationId, customerId);
  if (!row) return false;
  prepared(db, 'UPDATE customer_notifications SET is_read = 1 WHERE notification_id = ?').run(notificationId);
  return true;
}

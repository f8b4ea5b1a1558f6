// Migration 019 on a shop that already has orders: each gets the status it was placed in (a gateway order's
// pending payment) and, when it has moved on, the one it is in now, so every order has a timeline.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../magento/db/connection';
import { migrate } from '../../magento/db/migrate';
import { makeTempDir, removeTempDirs } from '../temp-dir';

afterAll(removeTempDirs);

const MIGRATIONS = path.join(__dirname, '../../magento/db/migrations');

test('gives the orders placed before it a status history', () => {
  const before = makeTempDir();
  for (const file of fs.readdirSync(MIGRATIONS).filter((f) => f < '019_'))
    fs.copyFileSync(path.join(MIGRATIONS, file), path.join(before, file));
  const db = openDatabase(':memory:');
  migrate(db, before);
  // Only the orders matter here, not the carts and customers they point at.
  db.pragma('foreign_keys = OFF');
  const insert = db.prepare(
    `INSERT INTO orders (increment_id, cart_id, store_id, email, customer_firstname, customer_lastname, state, status,
       subtotal, grand_total, payment_method, payment_title, payment_status, protect_code, created_at, updated_at)
     VALUES (?, ?, 1, 'a@example.in', 'A', 'B', ?, ?, 100, 100, ?, 'x', ?, ?, '2026-01-01 10:00:00', '2026-01-03 09:00:00')`,
  );
  insert.run('000000001', 1, 'new', 'pending', 'cashondelivery', 'on_delivery', 'p1');
  insert.run('000000002', 2, 'complete', 'complete', 'cashondelivery', 'paid', 'p2');
  const paid = insert.run('000000003', 3, 'processing', 'processing', 'razorpay', 'paid', 'p3');
  db.prepare(
    `INSERT INTO payment_transactions (order_id, provider, token_hash, amount, status, created_at)
     VALUES (?, 'razorpay', 'h', 100, 'approved', 0)`,
  ).run(paid.lastInsertRowid);
  db.pragma('foreign_keys = ON');

  expect(migrate(db, MIGRATIONS)).toEqual(fs.readdirSync(MIGRATIONS).filter((f) => f >= '019_'));
  const history = db
    .prepare(
      `SELECT o.increment_id AS n, h.status, h.created_at FROM order_status_history h
         JOIN orders o ON o.entity_id = h.order_id ORDER BY o.increment_id, h.history_id`,
    )
    .all();
  expect(history).toEqual([
    { n: '000000001', status: 'pending', created_at: '2026-01-01 10:00:00' },
    { n: '000000002', status: 'pending', created_at: '2026-01-01 10:00:00' },
    { n: '000000002', status: 'complete', created_at: '2026-01-03 09:00:00' },
    { n: '000000003', status: 'pending_payment', created_at: '2026-01-01 10:00:00' },
    { n: '000000003', status: 'processing', created_at: '2026-01-03 09:00:00' },
  ]);
  // Items count what has shipped and been refunded from now on.
  expect(() => db.prepare('SELECT qty_shipped, qty_refunded FROM order_items').all()).not.toThrow();
  db.close();
});

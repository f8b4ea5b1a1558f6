// The seeded orders' tax invoices: every order the seed leaves paid was invoiced when its payment was captured,
// as a live one is (invoices/create-invoice.ts) — a gateway's order when it was placed, cash on delivery when it
// was delivered — numbered in that order. Runs after the orders' lives (order-lifecycle.ts) have settled them.
import type { Db } from '../db/connection';
import { invoiceOrder } from '../invoices/create-invoice';
import { isCodMethod } from '../schema/cart/pricing';

interface PaidOrder {
  entity_id: number;
  payment_method: string;
  created_at: string;
  delivered_at: string | null;
  updated_at: string;
}

const ms = (magentoTime: string) => Date.parse(`${magentoTime.replace(' ', 'T')}Z`);

export function seedInvoices(db: Db): void {
  const orders = db
    .prepare(
      `SELECT entity_id, payment_method, created_at, delivered_at, updated_at FROM orders
        WHERE payment_status IN ('paid', 'not_required') ORDER BY entity_id`,
    )
    .all() as PaidOrder[];
  const captured = orders
    .map((o) => ({
      id: o.entity_id,
      at: ms(isCodMethod(o.payment_method) ? (o.delivered_at ?? o.updated_at) : o.created_at),
    }))
    .sort((a, b) => a.at - b.at || a.id - b.id);
  for (const { id, at } of captured) invoiceOrder(db, id, at);
}

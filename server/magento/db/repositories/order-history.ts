// Past orders for the demo shop (seed/orders.ts): an order placed today by the checkout's own writer, then
// moved to the day it was placed, with everything that placing it wrote (coins, the referral it rewarded,
// its cart), and to where a finished order ends (complete, paid). Nothing a shopper does reaches this.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface PastOrder {
  entityId: number;
  number: string;
  cartId: number;
  /** 'YYYY-MM-DD HH:MM:SS' UTC */
  placedAt: string;
  /** When it was delivered (its last change). */
  completedAt: string;
}

export function dateAndCompletePastOrder(db: Db, past: PastOrder): void {
  prepared(
    db,
    `UPDATE orders SET state = 'complete', status = 'complete', payment_status = 'paid', created_at = ?,
       updated_at = ? WHERE entity_id = ?`,
  ).run(past.placedAt, past.completedAt, past.entityId);
  prepared(db, 'UPDATE carts SET created_at = ?, updated_at = ? WHERE cart_id = ?').run(
    past.placedAt,
    past.placedAt,
    past.cartId,
  );
  prepared(db, 'UPDATE reward_transactions SET created_at = ? WHERE order_number = ?').run(
    past.placedAt,
    past.number,
  );
  prepared(db, 'UPDATE referrals SET rewarded_at = ? WHERE first_order_number = ?').run(
    past.placedAt,
    past.number,
  );
}

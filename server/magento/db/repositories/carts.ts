// Carts (Magento's quote + quote_id_mask). The masked id is the only handle the storefront ever sees.
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export interface CartRow {
  cart_id: number;
  masked_id: string;
  customer_id: number | null;
  store_id: number;
  is_active: number;
  email: string | null;
  coupon_code: string | null;
  reward_points: number;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  created_at: string;
  updated_at: string;
}

const MASK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumerics, like Magento's masked quote ids (~190 bits: unguessable). */
export function newMaskedId(): string {
  let out = '';
  while (out.length < 32) {
    for (const byte of crypto.randomBytes(48)) {
      // 248 = 4 x 62: rejecting the rest keeps every character equally likely
      if (byte < 248 && out.length < 32) out += MASK_ALPHABET[byte % 62];
    }
  }
  return out;
}

export function findCartByMaskedId(db: Db, maskedId: string): CartRow | undefined {
  return prepared(db, 'SELECT * FROM carts WHERE masked_id = ?').get(maskedId) as CartRow | undefined;
}

export function findCartById(db: Db, cartId: number): CartRow | undefined {
  return prepared(db, 'SELECT * FROM carts WHERE cart_id = ?').get(cartId) as CartRow | undefined;
}

export function findActiveCustomerCart(db: Db, customerId: number): CartRow | undefined {
  return prepared(db, 'SELECT * FROM carts WHERE customer_id = ? AND is_active = 1').get(customerId) as
    CartRow | undefined;
}

export function maskedIdTaken(db: Db, maskedId: string): boolean {
  return prepared(db, 'SELECT 1 FROM carts WHERE masked_id = ?').get(maskedId) !== undefined;
}

/** Creates an active cart and returns it; `maskedId` is a client-chosen id (createEmptyCart's input). */
export function insertCart(
  db: Db,
  cart: { storeId: number; customerId: number | null; maskedId?: string },
): CartRow {
  const maskedId = cart.maskedId ?? newMaskedId();
  const { lastInsertRowid } = prepared(
    db,
    'INSERT INTO carts (masked_id, customer_id, store_id) VALUES (?, ?, ?)',
  ).run(maskedId, cart.customerId, cart.storeId);
  return findCartById(db, Number(lastInsertRowid)) as CartRow;
}

export type CartPatch = Partial<
  Pick<
    CartRow,
    | 'email'
    | 'coupon_code'
    | 'reward_points'
    | 'shipping_carrier_code'
    | 'shipping_method_code'
    | 'payment_method'
  >
>;

const PATCHABLE = [
  'email',
  'coupon_code',
  'reward_points',
  'shipping_carrier_code',
  'shipping_method_code',
  'payment_method',
] as const satisfies readonly (keyof CartPatch)[];

export function updateCart(db: Db, cartId: number, patch: CartPatch): void {
  const columns = PATCHABLE.filter((c) => patch[c] !== undefined);
  const sets = columns
    .map((c) => `${c} = @${c}`)
    .concat("updated_at = datetime('now')")
    .join(', ');
  prepared(db, `UPDATE carts SET ${sets} WHERE cart_id = @cart_id`).run({
    ...Object.fromEntries(columns.map((c) => [c, patch[c]])),
    cart_id: cartId,
  });
}

/**
 * Deactivates an active cart; false when it was not active any more. Placing an order calls this first in
 * its transaction, so of two racing placements exactly one proceeds.
 */
export function deactivateCart(db: Db, cartId: number): boolean {
  return (
    prepared(
      db,
      "UPDATE carts SET is_active = 0, updated_at = datetime('now') WHERE cart_id = ? AND is_active = 1",
    ).run(cartId).changes === 1
  );
}

// Magento's vault: payment methods (cards, accounts) a provider saved for a customer. The payments domain
// saves them with savePaymentToken; customers list and delete their own (customerPaymentTokens).
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export interface PaymentTokenRow {
  entity_id: number;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  details: string | null;
  gateway_token: string;
  is_active: number;
  created_at: string;
}

export interface NewPaymentToken {
  paymentMethodCode: string;
  type: 'card' | 'account';
  /** What the storefront shows, e.g. { type: 'VI', maskedCC: '1111', expirationDate: '12/2030' }. */
  details: Record<string, unknown>;
  /** The provider's token for the saved method (never sent to the storefront). */
  gatewayToken: string;
}

export function listPaymentTokens(db: Db, customerId: number): PaymentTokenRow[] {
  return prepared(
    db,
    'SELECT * FROM customer_payment_tokens WHERE customer_id = ? AND is_active = 1 ORDER BY entity_id',
  ).all(customerId) as PaymentTokenRow[];
}

/** Saves a method; returns its public hash (the storefront's handle for it). */
export function savePaymentToken(db: Db, customerId: number, token: NewPaymentToken): string {
  const publicHash = crypto
    .createHash('sha256')
    .update(`${customerId}|${token.paymentMethodCode}|${token.gatewayToken}`)
    .digest('hex');
  prepared(
    db,
    `INSERT INTO customer_payment_tokens (customer_id, public_hash, payment_method_code, type, details, gateway_token)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (public_hash) DO UPDATE SET is_active = 1, details = excluded.details`,
  ).run(
    customerId,
    publicHash,
    token.paymentMethodCode,
    token.type,
    JSON.stringify(token.details),
    token.gatewayToken,
  );
  return publicHash;
}

/** Deletes the customer's own method; false when no active method of theirs has that hash. */
export function deletePaymentToken(db: Db, customerId: number, publicHash: string): boolean {
  return (
    prepared(
      db,
      'UPDATE customer_payment_tokens SET is_active = 0 WHERE customer_id = ? AND public_hash = ? AND is_active = 1',
    ).run(customerId, publicHash).changes === 1
  );
}

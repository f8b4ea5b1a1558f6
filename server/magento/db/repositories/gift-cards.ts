// Gift card accounts (Magento's giftcardaccount) and the cards applied to carts and orders.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface GiftCardRow {
  giftcard_id: number;
  code: string;
  balance: number;
  initial_balance: number;
  expires_at: string | null;
  is_active: number;
}

export type NewGiftCard = Omit<GiftCardRow, 'giftcard_id'>;

export function findGiftCardByCode(db: Db, code: string): GiftCardRow | undefined {
  return prepared(db, 'SELECT * FROM gift_card_accounts WHERE code = ?').get(code) as GiftCardRow | undefined;
}

/** The cards applied to a cart, in the order they were applied (the order they are spent in). */
export function listCartGiftCards(db: Db, cartId: number): GiftCardRow[] {
  return prepared(
    db,
    `SELECT g.* FROM cart_gift_cards c JOIN gift_card_accounts g ON g.giftcard_id = c.giftcard_id
        WHERE c.cart_id = ? ORDER BY c.applied_at, g.giftcard_id`,
  ).all(cartId) as GiftCardRow[];
}

export function addCartGiftCard(db: Db, cartId: number, giftcardId: number, now: number): void {
  prepared(
    db,
    'INSERT OR IGNORE INTO cart_gift_cards (cart_id, giftcard_id, applied_at) VALUES (?, ?, ?)',
  ).run(cartId, giftcardId, now);
}

export function removeCartGiftCard(db: Db, cartId: number, giftcardId: number): boolean {
  return (
    prepared(db, 'DELETE FROM cart_gift_cards WHERE cart_id = ? AND giftcard_id = ?').run(cartId, giftcardId)
      .changes === 1
  );
}

/** Spends `amount` of a card if its balance covers it; false, writing nothing, otherwise. */
export function debitGiftCard(db: Db, giftcardId: number, amount: number): boolean {
  return (
    prepared(
      db,
      'UPDATE gift_card_accounts SET balance = ROUND(balance - @a, 2) WHERE giftcard_id = @id AND balance >= @a',
    ).run({ id: giftcardId, a: amount }).changes === 1
  );
}

export function creditGiftCard(db: Db, giftcardId: number, amount: number): void {
  prepared(db, 'UPDATE gift_card_accounts SET balance = ROUND(balance + ?, 2) WHERE giftcard_id = ?').run(
    amount,
    giftcardId,
  );
}

export function insertGiftCard(db: Db, card: NewGiftCard): number {
  const { lastInsertRowid } = prepared(
    db,
    `INSERT INTO gift_card_accounts (code, balance, initial_balance, expires_at, is_active)
       VALUES (@code, @balance, @initial_balance, @expires_at, @is_active)`,
  ).run(card);
  return Number(lastInsertRowid);
}

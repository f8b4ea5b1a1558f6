// What a test needs the shop to hold before a shopper arrives, written into this run's server database with the
// shop's own repositories (the server notes its DATA_DIR: outbox.ts): a gift card of the test's own, so runs side
// by side never spend one card, and reward coins for a new customer. Only set-up: what is asserted is what the
// shopper sees and what the shop answers.
import path from 'node:path';
import { DATABASE_FILE } from '../../../server/magento/config';
import { openDatabase, type Db } from '../../../server/magento/db/connection';
import { findCustomerByEmail } from '../../../server/magento/db/repositories/customers';
import { insertGiftCard } from '../../../server/magento/db/repositories/gift-cards';
import { addRewardPoints } from '../../../server/magento/db/repositories/rewards';
import { serverDataDir } from './outbox';

function withShopDb<T>(work: (db: Db) => T): T {
  const db = openDatabase(path.join(serverDataDir(), DATABASE_FILE));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A new, active gift card of `balance` rupees; returns its code. */
export function newGiftCard(balance: number): string {
  const code = `GIFT-E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  withShopDb((db) =>
    insertGiftCard(db, { code, balance, initial_balance: balance, expires_at: null, is_active: 1 }),
  );
  return code;
}

/** Credits `points` reward coins to the customer with that e-mail (a welcome bonus). */
export function giveCoins(email: string, points: number): void {
  withShopDb((db) => {
    const customer = findCustomerByEmail(db, email);
    if (!customer) throw new Error(`no customer ${email}`);
    addRewardPoints(db, customer.customer_id, { points, description: 'Welcome bonus' });
  });
}

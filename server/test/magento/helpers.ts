// Shared by the ports of Magento's api-functional tests: one seeded shop per test file (each test makes its own
// carts and customers, so tests do not interfere), callers, and the fixtures Magento's tests build with
// @magentoApiDataFixture, taken from this shop's seed (Indian addresses, INR, the shop's own carriers).
import { createCustomerToken } from '../../magento/db/repositories/customer-tokens';
import { insertCustomer, type NewCustomer } from '../../magento/db/repositories/customers';
import { DEMO, salesShop, type SalesShop } from '../sales/helpers';

export {
  add,
  ADDRESS,
  caller,
  configurableProduct,
  DEMO,
  newCart,
  PRIYA,
  setStock,
  simpleProduct,
  virtualProduct,
} from '../sales/helpers';

export type Shop = SalesShop;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
export type Result = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Call = (query: string, variables?: Record<string, unknown>) => Promise<Result>;

/** The file's one shop (seeding per test would cost ~0.3 s each). */
export const fileShop = (): Shop => salesShop();

/** The first error's message, or undefined when the call succeeded. */
export const message = (res: Result) => res.errors?.[0]?.message;

/** The first error's message and category. */
export const error = (res: Result) =>
  res.errors?.[0] && { message: res.errors[0].message, category: res.errors[0].extensions?.category };

/** The data of a call that must succeed. */
export function ok(res: Result) {
  if (res.errors) throw new Error(`unexpected errors: ${JSON.stringify(res.errors)}`);
  return res.data;
}

let customers = 0;

/**
 * A new customer of its own (for tests that lock, change or delete things), signed in. Written straight to the
 * database with the demo customer's password hash (hashing a new password costs ~0.1 s), so its password is
 * DEMO.password.
 */
export function newCustomer(shop: Shop, extra: Partial<NewCustomer> = {}) {
  customers += 1;
  const email = `port.customer${customers}@example.in`;
  const hash = (
    shop.db.prepare('SELECT password_hash FROM customers WHERE email = ?').get(DEMO.email) as {
      password_hash: string;
    }
  ).password_hash;
  const id = insertCustomer(shop.db, {
    email,
    firstname: 'Meera',
    lastname: 'Iyer',
    password_hash: hash,
    store_id: 1,
    ...extra,
  });
  const token = createCustomerToken(shop.db, id, shop.clock.now);
  return { id, email, password: DEMO.password, token, call: ((q, v) => shop.as(token, q, v)) as Call };
}

/** Locks a customer's sign-in as six wrong passwords in a row do (Magento's lock_expires). */
export function lockCustomer(shop: Shop, email: string): void {
  shop.db
    .prepare(
      `INSERT INTO login_attempts (email, failures, last_failure_at) VALUES (?, 99, ?)
       ON CONFLICT (email) DO UPDATE SET failures = 99, last_failure_at = excluded.last_failure_at`,
    )
    .run(email, shop.clock.now);
}

/** A customer's saved address ids, oldest first. */
export const addressIds = (shop: Shop, email: string) =>
  (
    shop.db
      .prepare(
        `SELECT a.address_id FROM customer_addresses a JOIN customers c ON c.customer_id = a.customer_id
          WHERE c.email = ? ORDER BY a.address_id`,
      )
      .all(email) as { address_id: number }[]
  ).map((r) => r.address_id);

/** Marks a cart inactive, as an order placement or a merge leaves it. */
export function deactivate(shop: Shop, maskedId: string): void {
  shop.db.prepare('UPDATE carts SET is_active = 0 WHERE masked_id = ?').run(maskedId);
}

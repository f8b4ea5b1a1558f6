// Demo customers (customers.json): accounts with addresses, a wishlist, saved payment methods, bill payments
// and referrals. Their coins and notifications are dated events, seeded with the orders in the order they
// happened (activity.ts). demo@example.in / Demo@1234 is the documented demo account.
import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import { findCustomerByEmail, insertCustomer, type NewCustomer } from '../db/repositories/customers';
import { insertAddress } from '../db/repositories/addresses';
import { findRegionByCode } from '../db/repositories/regions';
import { addWishlistItem, ensureWishlist, pickVisibleProducts } from '../db/repositories/wishlists';
import { savePaymentToken, type NewPaymentToken } from '../db/repositories/payment-tokens';
import { insertBillPayment } from '../db/repositories/bill-payments';
import { ensureReferralCode, recordReferral } from '../db/repositories/referral';
import { hashPasswordSync } from '../auth/passwords';
import type { CatalogueSource } from './catalogue-file';
import { seedCustomerReference } from './customer-reference';

interface SeedAddress {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
  default_billing?: boolean;
  default_shipping?: boolean;
}

export interface SeedNotification {
  title: string;
  body: string;
  url: string;
  is_read: boolean;
  created_at: string;
}

export interface SeedCustomer extends Omit<NewCustomer, 'password_hash' | 'store_id'> {
  password: string;
  password_hash?: string;
  referral_code: string;
  /** The referrer's e-mail; the referee's first order (orders.json) rewards them both. */
  referred_by?: string;
  addresses: SeedAddress[];
  /** Coins not tied to an order (welcome bonuses); an order's coins come with the order. */
  reward_transactions: { points: number; description: string; created_at: string; expires_at?: string }[];
  notifications: SeedNotification[];
  wishlist_picks?: number;
  payment_tokens?: {
    payment_method_code: string;
    type: NewPaymentToken['type'];
    details: Record<string, unknown>;
  }[];
  bill_payments?: {
    biller_id: string;
    plan_id?: string;
    bill_number?: string;
    params: { name: string; value: string }[];
    amount: number;
    created_at: string;
  }[];
}

// A stable, fake transaction reference per seeded payment (deterministic across seeds).
const reference = (prefix: string, ...parts: (string | number)[]) =>
  `${prefix}${crypto.createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12).toUpperCase()}`;

function seedAddresses(db: Db, customerId: number, addresses: SeedAddress[]): void {
  for (const a of addresses) {
    const region = findRegionByCode(db, 'IN', a.region_code);
    if (!region) throw new Error(`customers.json: unknown region code ${a.region_code}`);
    insertAddress(db, customerId, {
      firstname: a.firstname,
      lastname: a.lastname,
      middlename: null,
      prefix: null,
      suffix: null,
      company: a.company ?? null,
      street: JSON.stringify(a.street),
      city: a.city,
      region: region.name,
      region_code: region.code,
      region_id: region.region_id,
      postcode: a.postcode,
      country_id: 'IN',
      telephone: a.telephone,
      fax: null,
      vat_id: null,
      is_default_billing: a.default_billing ? 1 : 0,
      is_default_shipping: a.default_shipping ? 1 : 0,
    });
  }
}

function seedBelongings(db: Db, customerId: number, c: SeedCustomer, index: number): void {
  const wishlist = ensureWishlist(db, customerId);
  for (const productId of pickVisibleProducts(db, c.wishlist_picks ?? 0, index * 3))
    addWishlistItem(db, wishlist.wishlist_id, productId, 1);
  for (const t of c.payment_tokens ?? []) {
    const gatewayToken = reference('tok_', c.email, JSON.stringify(t.details));
    savePaymentToken(db, customerId, {
      paymentMethodCode: t.payment_method_code,
      type: t.type,
      details: t.details,
      gatewayToken,
    });
  }
  for (const p of c.bill_payments ?? []) {
    insertBillPayment(db, {
      customer_id: customerId,
      biller_id: p.biller_id,
      ref_id: null,
      plan_id: p.plan_id ?? null,
      bill_number: p.bill_number ?? null,
      params: JSON.stringify(p.params),
      amount: p.amount,
      status: 'SUCCESS',
      transaction_id: reference('SBX', c.email, p.biller_id, p.created_at),
      order_number: null,
      created_at: p.created_at,
    });
  }
}

function insertSeedCustomer(db: Db, c: SeedCustomer): number {
  return insertCustomer(db, {
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    gender: c.gender ?? null,
    dob: c.dob ?? null,
    mobile_number: c.mobile_number ?? null,
    secondary_email: c.secondary_email ?? null,
    created_at: c.created_at,
    password_hash: c.password_hash ?? hashPasswordSync(c.password),
    store_id: 1,
  });
}

export function seedCustomers(db: Db, source: CatalogueSource): void {
  seedCustomerReference(db, source);
  const { customers } = source.read<{ customers: SeedCustomer[] }>('customers.json');
  customers.forEach((c, index) => {
    const customerId = insertSeedCustomer(db, c);
    ensureReferralCode(db, customerId, c.firstname, c.referral_code);
    seedAddresses(db, customerId, c.addresses);
    seedBelongings(db, customerId, c, index);
  });
  for (const c of customers.filter((x) => x.referred_by)) {
    const referee = findCustomerByEmail(db, c.email)!;
    const referrer = findCustomerByEmail(db, c.referred_by!);
    if (!referrer) throw new Error(`customers.json: ${c.email} is referred by unknown ${c.referred_by}`);
    recordReferral(db, referee.customer_id, referrer.customer_id, c.created_at);
  }
}

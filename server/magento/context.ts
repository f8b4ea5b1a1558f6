// Per-request context: the database, the store view chosen by the `store` header, and the customer
// identified by the bearer token (null for guests).
import { nowMs } from './clock';
import type { Db } from './db/connection';
import { findCustomerIdByToken } from './db/repositories/customer-tokens';
import { findStoreByCode, type StoreRow } from './db/repositories/stores';
import type { StandInConfig } from './config';
import { clientAddress } from '../lib/client-address';

export interface RequestContext {
  db: Db;
  config: StandInConfig;
  store: StoreRow;
  /** The customer of a valid bearer token; null for guests. */
  customerId: number | null;
  /** True when a bearer token was sent but is unknown, revoked or expired. */
  invalidToken: boolean;
  currency: string;
  request: Request;
  /** The shopper's network address, for per-address rate limits ('unknown' in process). */
  clientAddress: string;
}

export const DEFAULT_STORE_CODE = 'default';

export class UnknownStoreError extends Error {}

export function buildContext(db: Db, config: StandInConfig, request: Request): RequestContext {
  const code = request.headers.get('store')?.trim() || DEFAULT_STORE_CODE;
  const store = findStoreByCode(db, code);
  if (!store) throw new UnknownStoreError(`Requested store is not found`);
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  const customerId = bearer ? findCustomerIdByToken(db, bearer, nowMs(config)) : null;
  return {
    db,
    config,
    store,
    customerId,
    invalidToken: Boolean(bearer) && customerId === null,
    currency: request.headers.get('content-currency')?.trim() || 'INR',
    request,
    clientAddress: clientAddress(request, config.trustProxyHops),
  };
}

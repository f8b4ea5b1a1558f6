// The embedded Magento stand-in's configuration, read once from the environment (documented in .env.example).
import path from 'node:path';
import { readRateLimits, type RateLimits } from './auth/rate-limits';
import { checkedSecret } from './auth/server-secret';
import { readTrackingUrls, TRACKING_URLS_ENV } from './orders/tracking-urls';
import { readGstSeller, type GstSeller } from './invoices/seller';
import { flag, publicOrigin, readPort, ROOT, trustProxyHops, whole } from '../lib/env';

export interface StandInConfig {
  port: number;
  /** Folder for the SQLite database, generated media and the e-mail outbox. */
  dataDir: string;
  /** SEED_ON_START=true: a data folder without a database is seeded on start (data-folder.ts has the rule). */
  seedOnStart: boolean;
  /** Lower-case names of the two payment providers; their return routes are /{name}/checkout/success/{order}. */
  paymentProviders: { one: string; two: string };
  /**
   * Signs payment callbacks, sign-in links, the sign-in sandbox's state and codes, and cache ids: SERVER_SECRET,
   * or '' until startServer fills in the data folder's generated one (auth/server-secret.ts).
   */
  secret: string;
  /**
   * SANDBOXES=on|off: the stand-ins for outside services (the payment gateways' hosted pages and callbacks, the
   * mail provider's sign-in page). On, the storefront shows a demo notice; off, their routes answer 404.
   */
  sandboxes: boolean;
  /** The clock (ms since epoch); tests inject one to move time past token and OTP expiry. Default Date.now. */
  now?: () => number;
  /** Sign-in, password-reset, OTP and sign-in-link limits per account and per address (auth/rate-limits.ts). */
  rateLimits: RateLimits;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed (http/client-address.ts). */
  trustProxyHops: number;
  /**
   * The shop's public origin (PUBLIC_ORIGIN, default http://localhost:$PORT): every link in an e-mail or SMS and
   * every URL in an answer is built from it, never from the request's Host or X-Forwarded-Host (docs/SECURITY.md).
   */
  publicOrigin: string;
  /** What one request may ask of the server before any work is done on it (graphql/limits.ts). */
  limits: RequestLimits;
  /** Couriers' tracking URL templates by carrier code (SHIPMENT_TRACKING_URLS, orders/tracking-urls.ts). */
  shipmentTrackingUrls?: Readonly<Record<string, string>>;
  /** Zepp_Returns: RETURNS_ENABLED (default true) and RETURN_WINDOW_DAYS after delivery (default 7). */
  returns?: { enabled: boolean; windowDays: number };
  /** Zepp_InvoicePdf: the seller its tax invoices name (SHOP_GSTIN …; a marked demo seller by default). */
  gstSeller: GstSeller;
}

export interface RequestLimits {
  /** Request bodies (GraphQL, REST, callbacks) are refused above this many bytes, before parsing. */
  maxBodyBytes: number;
  /** GraphQL documents: lexical tokens, operations, aliases and directives per document. */
  maxTokens: number;
  maxOperations: number;
  maxAliases: number;
  maxDirectives: number;
  /** The largest pageSize, and the most values any list argument may hold. */
  maxPageSize: number;
}

function requestLimits(env: NodeJS.ProcessEnv): RequestLimits {
  return {
    maxBodyBytes: whole(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024),
    maxTokens: whole(env, 'GRAPHQL_MAX_TOKENS', 2000),
    maxOperations: whole(env, 'GRAPHQL_MAX_OPERATIONS', 3),
    maxAliases: whole(env, 'GRAPHQL_MAX_ALIASES', 15, 0),
    maxDirectives: whole(env, 'GRAPHQL_MAX_DIRECTIVES', 20, 0),
    maxPageSize: whole(env, 'MAX_PAGE_SIZE', 300),
  };
}

/** The data folder when DATA_DIR is not set: the one the README's first `npm start` seeds. */
export const DEFAULT_DATA_DIR = path.join(ROOT, 'data');

/** The shop database inside DATA_DIR. */
export const DATABASE_FILE = 'shop.sqlite';

function sandboxes(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SANDBOXES must be "on" or "off", got "${raw}"`);
}

export function readStandInConfig(env: NodeJS.ProcessEnv = process.env): StandInConfig {
  const port = readPort(env);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR),
    seedOnStart: flag('SEED_ON_START', env.SEED_ON_START),
    paymentProviders: {
      one: (env.PAYMENT_PROVIDER_ONE ?? 'razorpay').toLowerCase(),
      two: (env.PAYMENT_PROVIDER_TWO ?? 'payu').toLowerCase(),
    },
    secret: checkedSecret(env.SERVER_SECRET),
    sandboxes: sandboxes(env.SANDBOXES),
    rateLimits: readRateLimits(env),
    trustProxyHops: trustProxyHops(env.TRUST_PROXY_HOPS),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN, port),
    limits: requestLimits(env),
    shipmentTrackingUrls: readTrackingUrls(env[TRACKING_URLS_ENV]),
    returns: {
      enabled: env.RETURNS_ENABLED === undefined || flag('RETURNS_ENABLED', env.RETURNS_ENABLED),
      windowDays: whole(env, 'RETURN_WINDOW_DAYS', 7, 0),
    },
    gstSeller: readGstSeller(env),
  };
}

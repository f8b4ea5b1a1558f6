// Server configuration, read once from the environment (documented in .env.example).
import path from 'node:path';
import { readRateLimits, type RateLimits } from './auth/rate-limits';
import { checkedSecret } from './auth/server-secret';

export interface ServerConfig {
  port: number;
  /** Folder for the SQLite database, generated media and the e-mail outbox. */
  dataDir: string;
  /** SEED_ON_START=true: a data folder without a database is seeded on start (data-folder.ts has the rule). */
  seedOnStart: boolean;
  /** When set, /graphql, /rest and /media are proxied to this Magento origin. */
  magentoBackendUrl: string | null;
  /** Folder with the built storefront (webpack output). */
  staticDir: string;
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
  /** How long the proxy waits for Magento before answering 504 (MAGENTO_TIMEOUT_MS). */
  upstreamTimeoutMs: number;
  /** What one request may ask of the server before any work is done on it (graphql/limits.ts). */
  limits: RequestLimits;
  /** What the Content-Security-Policy lets pages reach beyond the shop (http/security-headers.ts). */
  contentPolicy: {
    frameHosts: string[];
    connectSources: string[];
    scriptSources: string[];
    imageSources: string[];
  };
}

/** The storefront's default CMS embed hosts (src/features/cms/page-builder/constants.ts): YouTube, Vimeo, Maps. */
export const DEFAULT_EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.google.com',
];
/** Where Google Tag Manager's script comes from, and where GA4 sends its hits. */
const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
/** Where Firebase Cloud Messaging's web SDK connects (installations, registrations, messages). */
const FIREBASE_HOSTS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
];

/** The build flags the storefront reads, as the pages' CSP must allow them (same env, same parsing). */
function contentPolicy(env: NodeJS.ProcessEnv): ServerConfig['contentPolicy'] {
  const raw = (env.CMS_EMBED_HOSTS ?? '').trim();
  const frameHosts = !raw
    ? DEFAULT_EMBED_HOSTS
    : raw.toLowerCase() === 'none'
      ? []
      : raw
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter((h) => /^[a-z0-9.-]+(:\d+)?$/.test(h));
  const connectSources: string[] = [];
  if (Object.keys(env).some((name) => name.startsWith('FIREBASE_') && env[name]))
    connectSources.push(...FIREBASE_HOSTS);
  try {
    if (env.REVERSE_GEOCODE_URL) connectSources.push(new URL(env.REVERSE_GEOCODE_URL).origin);
  } catch {
    throw new Error(`REVERSE_GEOCODE_URL must be an absolute URL, got "${env.REVERSE_GEOCODE_URL}"`);
  }
  // Analytics tags (src/features/analytics/load-tags.ts): Tag Manager and GA4, and the engagement tool.
  const scriptSources: string[] = [];
  const imageSources: string[] = [];
  if (env.ANALYTICS_GTM_ID?.trim()) {
    scriptSources.push(...TAG_MANAGER_HOSTS);
    connectSources.push(...ANALYTICS_HOSTS);
    imageSources.push(...ANALYTICS_HOSTS);
  }
  const engagement = env.ENGAGEMENT_SCRIPT_URL?.trim();
  if (engagement) {
    let origin: string;
    try {
      origin = new URL(engagement).origin;
    } catch {
      throw new Error(`ENGAGEMENT_SCRIPT_URL must be an absolute URL, got "${engagement}"`);
    }
    scriptSources.push(origin);
    connectSources.push(origin);
  }
  return { frameHosts, connectSources, scriptSources, imageSources };
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

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
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

/** PUBLIC_ORIGIN as scheme://host[:port]; a path, query or credentials would make every link wrong. */
function publicOrigin(raw: string | undefined, port: number): string {
  const value = raw?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://shop.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`PUBLIC_ORIGIN must be http(s)://host[:port] only, got "${raw}"`);
  if (url.pathname !== '/')
    throw new Error(`PUBLIC_ORIGIN cannot have a path (the shop is served from /), got "${raw}"`);
  return url.origin;
}

const ROOT = path.resolve(__dirname, '../..');

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

function trustProxyHops(raw: string | undefined): number {
  const hops = Number(raw?.trim() || 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY_HOPS must be a number of proxies (0-10), got "${raw}"`);
  return hops;
}

function flag(name: string, raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR),
    seedOnStart: flag('SEED_ON_START', env.SEED_ON_START),
    magentoBackendUrl: env.MAGENTO_BACKEND_URL ? env.MAGENTO_BACKEND_URL.replace(/\/+$/, '') : null,
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(ROOT, 'dist')),
    paymentProviders: {
      one: (env.PAYMENT_PROVIDER_ONE ?? 'razorpay').toLowerCase(),
      two: (env.PAYMENT_PROVIDER_TWO ?? 'payu').toLowerCase(),
    },
    secret: checkedSecret(env.SERVER_SECRET),
    sandboxes: sandboxes(env.SANDBOXES),
    contentPolicy: contentPolicy(env),
    rateLimits: readRateLimits(env),
    trustProxyHops: trustProxyHops(env.TRUST_PROXY_HOPS),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN, port),
    upstreamTimeoutMs: whole(env, 'MAGENTO_TIMEOUT_MS', 30_000),
    limits: requestLimits(env),
  };
}

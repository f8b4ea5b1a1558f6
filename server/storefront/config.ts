// The storefront server's configuration, read once from the environment (documented in .env.example).
import path from 'node:path';
import { publicOrigin, readPort, ROOT, trustProxyHops, whole } from '../lib/env';

/** What the storefront's server needs: where the bundle is, who the backend is, and what pages may reach. */
export interface StorefrontConfig {
  port: number;
  /** Folder with the built storefront (webpack output). */
  staticDir: string;
  /**
   * The shop's public origin (PUBLIC_ORIGIN, default http://localhost:$PORT): every absolute URL the server writes
   * (canonical links, sitemaps, Open Graph) is built from it, never from the request's Host (docs/SECURITY.md).
   */
  publicOrigin: string;
  /** When set, /graphql, /rest and /media are proxied to this Magento origin; else the embedded stand-in answers. */
  magentoBackendUrl: string | null;
  /** How long the proxy waits for Magento before answering 504 (MAGENTO_TIMEOUT_MS). */
  upstreamTimeoutMs: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed (lib/client-address.ts). */
  trustProxyHops: number;
  /** Request bodies the proxy forwards are refused above this many bytes (MAX_BODY_BYTES). */
  limits: { maxBodyBytes: number };
  /** How long a sitemap read from the backend is served before it is read again (SITEMAP_TTL_SECONDS, ms). */
  sitemapTtlMs: number;
  /** The clock (ms since epoch); tests inject one (as the stand-in's). Default Date.now. */
  now?: () => number;
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
function contentPolicy(env: NodeJS.ProcessEnv): StorefrontConfig['contentPolicy'] {
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

export function readStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const port = readPort(env);
  return {
    port,
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(ROOT, 'dist')),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN, port),
    magentoBackendUrl: env.MAGENTO_BACKEND_URL ? env.MAGENTO_BACKEND_URL.replace(/\/+$/, '') : null,
    upstreamTimeoutMs: whole(env, 'MAGENTO_TIMEOUT_MS', 30_000),
    trustProxyHops: trustProxyHops(env.TRUST_PROXY_HOPS),
    limits: { maxBodyBytes: whole(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024) },
    sitemapTtlMs: whole(env, 'SITEMAP_TTL_SECONDS', 600, 0) * 1000,
    contentPolicy: contentPolicy(env),
  };
}

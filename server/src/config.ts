// Server configuration, read once from the environment (documented in .env.example).
import path from 'node:path';

export interface ServerConfig {
  port: number;
  /** Folder for the SQLite database, generated media and the e-mail outbox. */
  dataDir: string;
  /** When set, /graphql, /rest and /media are proxied to this Magento origin. */
  magentoBackendUrl: string | null;
  /** Folder with the built storefront (webpack output). */
  staticDir: string;
  /** Lower-case names of the two payment providers; their return routes are /{name}/checkout/success/{order}. */
  paymentProviders: { one: string; two: string };
  /** Secret used to sign payment callbacks, sign-in links and cache ids. */
  secret: string;
  /** The clock (ms since epoch); tests inject one to move time past token and OTP expiry. Default Date.now. */
  now?: () => number;
}

const ROOT = path.resolve(__dirname, '../..');

/** The shop database inside DATA_DIR. */
export const DATABASE_FILE = 'shop.sqlite';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, 'data')),
    magentoBackendUrl: env.MAGENTO_BACKEND_URL ? env.MAGENTO_BACKEND_URL.replace(/\/+$/, '') : null,
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(ROOT, 'dist')),
    paymentProviders: {
      one: (env.PAYMENT_PROVIDER_ONE ?? 'razorpay').toLowerCase(),
      two: (env.PAYMENT_PROVIDER_TWO ?? 'payu').toLowerCase(),
    },
    secret: env.SERVER_SECRET ?? 'sandbox-secret-change-me',
  };
}

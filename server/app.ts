// What `npm start` serves on one origin: the storefront's server (server/storefront/) in front of its backend,
// Magento over HTTP when MAGENTO_BACKEND_URL is set, else the embedded stand-in (server/magento/) in process.
// The one place that knows both; tests build whole shops with it.
import type { Db } from './magento/db/connection';
import type { ServerConfig } from './config';
import { createStandIn } from './magento/app';
import { createStorefront, type App } from './storefront/app';
import { magentoBackend } from './storefront/backend';

export type { App } from './storefront/app';

export function createApp({ db, config }: { db: Db | null; config: ServerConfig }): App {
  if (config.magentoBackendUrl)
    return createStorefront({ config, backend: magentoBackend(config.magentoBackendUrl, config) });
  if (!db) throw new Error('The embedded backend needs its database (or set MAGENTO_BACKEND_URL).');
  return createStorefront({ config, backend: createStandIn({ db, config }) });
}

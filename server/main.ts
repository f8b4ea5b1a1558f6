// `npm start` / `npm run serve`: the storefront's server and its backend on one origin (app.ts). Embedded, it
// opens the database in DATA_DIR (migrating it; seeding a new one only as data-folder.ts allows, and refusing a
// read-only one); with MAGENTO_BACKEND_URL it opens nothing and passes the backend's paths to Magento. Serves
// the storefront bundle, /graphql, /rest, /media and /health on PORT. A refused start prints why and exits 1.
import type http from 'node:http';
import { readConfig, type ServerConfig } from './config';
import { DataFolderRefused, openShopDatabase } from './magento/data-folder';
import { createApp } from './app';
import { withSecret } from './magento/auth/server-secret';
import { DEFAULT_CATALOGUE_DIR } from './magento/seed';
import { seedCommand } from './magento/seed/cli';
import { listen } from './lib/listen';

/** Starts the server; throws DataFolderRefused when the data folder may not be used (data-folder.ts). */
export function startServer(configured: ServerConfig = readConfig()): http.Server {
  // In front of Magento the storefront's server needs no data folder: the stand-in, its database and its secret
  // are not started at all.
  const proxying = Boolean(configured.magentoBackendUrl);
  // Built beside the database's place and moved in once complete: a crash while seeding leaves no half shop.
  const db = proxying
    ? null
    : openShopDatabase(configured, (dataDir) => seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir }));
  // The secret lives in the data folder, so only once that folder is known to hold the shop.
  const config = proxying ? configured : withSecret(configured);
  if (config.sandboxes && !config.magentoBackendUrl)
    console.warn(
      'SANDBOXES=on: payments and mail-provider sign-ins are simulated (demo shop). Set SANDBOXES=off for a real shop.',
    );
  const app = createApp({ db, config });
  const server = listen(app.fetch, config.port, (port) => {
    // PORT=0 (tests) takes a free port: the default public origin names the one it got. No request has
    // arrived yet, so every link is built with it.
    if (config.port === 0 && config.publicOrigin === 'http://localhost:0')
      config.publicOrigin = `http://localhost:${port}`;
    const mode = proxying
      ? `proxying to ${config.magentoBackendUrl}`
      : `embedded backend, data in ${config.dataDir}`;
    console.log(`Storefront on http://localhost:${port} (${mode})`);
  });
  server.on('close', () => db?.close());
  return server;
}

if (require.main === module) {
  try {
    startServer();
  } catch (e) {
    if (!(e instanceof DataFolderRefused)) throw e;
    console.error(`Not starting: ${e.message}`);
    process.exit(1);
  }
}

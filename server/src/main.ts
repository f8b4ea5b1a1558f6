// `npm start` / `npm run serve`: opens the database in DATA_DIR (migrating it; seeding a new one only as
// data-folder.ts allows, and refusing a read-only one), then serves the storefront bundle, /graphql, /rest,
// /media and /health on PORT. A refused start prints why and exits with status 1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { readConfig, type ServerConfig } from './config';
import { DataFolderRefused, openShopDatabase } from './data-folder';
import { createApp } from './app';
import { withSecret } from './auth/server-secret';
import { DEFAULT_CATALOGUE_DIR } from './seed';
import { seedCommand } from './seed/cli';

/** Starts the server; throws DataFolderRefused when the data folder may not be used (data-folder.ts). */
export function startServer(configured: ServerConfig = readConfig()): http.Server {
  // Built beside the database's place and moved in once complete: a crash while seeding leaves no half shop.
  const db = openShopDatabase(configured, (dataDir) => seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir }));
  // The secret lives in the data folder, so only once that folder is known to hold the shop.
  const config = withSecret(configured);
  if (config.sandboxes && !config.magentoBackendUrl)
    console.warn(
      'SANDBOXES=on: payments and mail-provider sign-ins are simulated (demo shop). Set SANDBOXES=off for a real shop.',
    );
  const app = createApp({ db, config });
  const server = http.createServer(
    createServerAdapter<{ req: http.IncomingMessage }>((request, { req }) =>
      app.fetch(request, { address: req.socket.remoteAddress }),
    ),
  );
  server.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    // PORT=0 (tests) takes a free port: the default public origin names the one it got. No request has
    // arrived yet, so every link is built with it.
    if (config.port === 0 && config.publicOrigin === 'http://localhost:0')
      config.publicOrigin = `http://localhost:${port}`;
    const mode = config.magentoBackendUrl ? `proxying to ${config.magentoBackendUrl}` : 'embedded backend';
    console.log(`Storefront on http://localhost:${port} (${mode}, data in ${config.dataDir})`);
  });
  server.on('close', () => db.close());
  const stop = () => server.close();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
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

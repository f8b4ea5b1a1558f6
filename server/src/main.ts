// `npm start` / `npm run serve`: opens the database in DATA_DIR (migrating and seeding a new one),
// then serves the storefront bundle, /graphql, /rest and /media on PORT.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { DATABASE_FILE, readConfig, type ServerConfig } from './config';
import { openDatabase, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { seedDatabase } from './seed';
import { createApp } from './app';
import { withSecret } from './auth/server-secret';

function isEmpty(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM stores').get() as { n: number };
  return row.n === 0;
}

export function startServer(configured: ServerConfig = readConfig()): http.Server {
  const db = openDatabase(path.join(configured.dataDir, DATABASE_FILE));
  migrate(db);
  if (isEmpty(db)) seedDatabase(db);
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

if (require.main === module) startServer();

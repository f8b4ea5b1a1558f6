// `npm start` / `npm run serve`: opens the database in DATA_DIR (migrating and seeding a new one),
// then serves the storefront bundle, /graphql, /rest and /media on PORT.
import http from 'node:http';
import path from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { seedDatabase } from './seed';
import { createApp } from './app';

function isEmpty(db: ReturnType<typeof openDatabase>): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM stores').get() as { n: number };
  return row.n === 0;
}

export function startServer(config = readConfig()) {
  const db = openDatabase(path.join(config.dataDir, 'shop.sqlite'));
  migrate(db);
  if (isEmpty(db)) seedDatabase(db);
  const app = createApp({ db, config });
  const server = http.createServer(createServerAdapter((request: Request) => app.fetch(request)));
  server.listen(config.port, () => {
    const mode = config.magentoBackendUrl ? `proxying to ${config.magentoBackendUrl}` : 'embedded backend';
    console.log(`Storefront on http://localhost:${config.port} (${mode}, data in ${config.dataDir})`);
  });
  const stop = () => server.close(() => db.close());
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}

if (require.main === module) startServer();

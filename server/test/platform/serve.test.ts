// `npm run serve` end to end: the real Node HTTP server from main.ts on a free port with a fresh DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { readConfig } from '../../config';
import { startServer } from '../../main';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const dataDir = makeTempDir();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  server = startServer({
    ...readConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'dist'),
      SEED_ON_START: 'true',
    }),
  });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  removeTempDirs();
});

it('creates and seeds the database in DATA_DIR (SEED_ON_START) and answers GraphQL over HTTP', async () => {
  expect(fs.existsSync(path.join(dataDir, 'shop.sqlite'))).toBe(true);
  const response = await fetch(
    `${origin}/graphql?query=${encodeURIComponent('{ storeConfig { store_name base_url } }')}`,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    // The default public origin (no PUBLIC_ORIGIN), not the address the request was sent to.
    data: { storeConfig: { store_name: 'Zepp Shop', base_url: `http://localhost:${new URL(origin).port}/` } },
  });
});

it('serves media and the not-built page over HTTP', async () => {
  const logo = await fetch(`${origin}/media/logo/default/logo.png`);
  expect(logo.headers.get('content-type')).toBe('image/png');
  const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(503);
  expect(await page.text()).toContain('npm run build');
});

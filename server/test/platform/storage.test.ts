// Storage that fails loudly (issue 26): the data folder rule (a folder that should hold a shop is never seeded
// quietly), a database that must be writable to start, and, while running, a database file removed, replaced or
// made read-only: mutations get a clear error (HTTP 503, never 200 "Internal server error"), the cause is logged,
// and GET /health says the shop is unhealthy. Every masked internal error is logged with its cause.
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../../app';
import { startServer } from '../../main';
import { readConfig } from '../../config';
import { DEFAULT_DATA_DIR } from '../../magento/config';
import { DataFolderRefused, openShopDatabase, seedsOnStart } from '../../magento/data-folder';
import { STORAGE_UNAVAILABLE } from '../../magento/errors';
import { seedCommand } from '../../magento/seed/cli';
import { DEFAULT_CATALOGUE_DIR } from '../../magento/seed';
import { logError, loggableUrl } from '../../lib/log';
import { makeTempDir, removeTempDirs } from '../temp-dir';
import { ORIGIN, testSecret } from '../test-app';

afterAll(removeTempDirs);
const seed = (dataDir: string) => void seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir });
let logged: string[];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args.join(' ')));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** One seeded data folder, copied for each test that needs a shop (seeding takes a while). */
let seededDir: string | null = null;
function seededFolder(): string {
  if (!seededDir) {
    seededDir = makeTempDir('shop-storage-seed-');
    seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir: seededDir });
  }
  const dir = makeTempDir('shop-storage-');
  fs.copyFileSync(path.join(seededDir, 'shop.sqlite'), path.join(dir, 'shop.sqlite'));
  return dir;
}

const refusal = (dataDir: string, seedOnStart = false) => {
  try {
    openShopDatabase({ dataDir, seedOnStart }, seed).close();
  } catch (e) {
    if (e instanceof DataFolderRefused) return e.message;
    throw e;
  }
  return null;
};

describe('the data folder rule', () => {
  it('refuses a configured folder that is missing or holds no database, and creates nothing there', () => {
    const parent = makeTempDir();
    const missing = path.join(parent, 'volume-not-mounted');
    expect(refusal(missing)).toMatch(
      /^The data folder .*volume-not-mounted does not exist\. .*`npm run seed`/,
    );
    expect(fs.existsSync(missing)).toBe(false);
    const empty = makeTempDir();
    fs.mkdirSync(path.join(empty, 'outbox'));
    expect(refusal(empty)).toMatch(/holds no shop database\. .*SEED_ON_START=true/);
    expect(fs.readdirSync(empty)).toEqual(['outbox']);
  });

  it('seeds a configured folder only on purpose (SEED_ON_START), and never seeds over a shop', () => {
    const dir = makeTempDir();
    expect(refusal(dir, true)).toBeNull();
    const db = openShopDatabase({ dataDir: dir, seedOnStart: true }, seed);
    db.prepare("UPDATE stores SET name = 'Kept' WHERE code = 'default'").run();
    db.close();
    const again = openShopDatabase({ dataDir: dir, seedOnStart: true }, seed);
    expect(again.prepare("SELECT name FROM stores WHERE code = 'default'").get()).toEqual({ name: 'Kept' });
    again.close();
  });

  it('seeds the default folder on the first start only: missing or empty, and DATA_DIR unset or naming it', () => {
    expect(readConfig({}).dataDir).toBe(DEFAULT_DATA_DIR);
    expect(readConfig({ DATA_DIR: '' }).dataDir).toBe(DEFAULT_DATA_DIR);
    expect(readConfig({ SEED_ON_START: 'true' }).seedOnStart).toBe(true);
    expect(() => readConfig({ SEED_ON_START: 'yes please' })).toThrow('SEED_ON_START must be true or false');
    const firstStart = !fs.existsSync(DEFAULT_DATA_DIR) || fs.readdirSync(DEFAULT_DATA_DIR).length === 0;
    expect(seedsOnStart({ dataDir: DEFAULT_DATA_DIR, seedOnStart: false })).toBe(firstStart);
    expect(seedsOnStart({ dataDir: makeTempDir(), seedOnStart: false })).toBe(false);
  });

  it('in front of Magento opens no data folder at all: the stand-in and its database are not started', async () => {
    const dataDir = path.join(makeTempDir(), 'never-made');
    const server = startServer({
      ...readConfig({}),
      dataDir,
      magentoBackendUrl: 'http://127.0.0.1:9',
      port: 0,
    });
    await new Promise((resolve) => server.once('listening', resolve));
    await new Promise((resolve) => server.close(resolve));
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses a database that holds no shop', () => {
    const dir = makeTempDir();
    fs.writeFileSync(path.join(dir, 'shop.sqlite'), '');
    expect(refusal(dir)).toMatch(/^The database .*shop\.sqlite holds no shop\./);
  });

  it('refuses a read-only database file or folder at start', () => {
    const file = seededFolder();
    fs.chmodSync(path.join(file, 'shop.sqlite'), 0o444);
    expect(refusal(file)).toMatch(/^The shop database .* is not writable \(the file is read-only\)/);
    const folder = seededFolder();
    fs.chmodSync(folder, 0o555);
    try {
      expect(refusal(folder)).toMatch(/is not writable \(its folder is read-only\)/);
    } finally {
      fs.chmodSync(folder, 0o755);
    }
  });
});

describe('a database that fails while the shop runs', () => {
  function runningShop() {
    const dataDir = seededFolder();
    const db = openShopDatabase({ dataDir, seedOnStart: false }, seed);
    const app = createApp({ db, config: { ...readConfig({}), dataDir, secret: testSecret() } });
    const file = path.join(dataDir, 'shop.sqlite');
    const call = async (query: string) => {
      const response = await app.fetch(
        new Request(`${ORIGIN}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }),
      );
      return { status: response.status, body: await response.json() };
    };
    const health = async () => {
      const response = await app.fetch(new Request(`${ORIGIN}/health`));
      return { status: response.status, body: await response.json() };
    };
    return { db, file, call, health };
  }
  const REFUSED = {
    status: 503,
    body: { errors: [{ message: STORAGE_UNAVAILABLE, extensions: { category: 'storage-unavailable' } }] },
  };

  it.each([
    ['was removed', (file: string) => fs.rmSync(file)],
    [
      'was replaced',
      (file: string) => {
        fs.renameSync(file, `${file}.old`);
        fs.copyFileSync(`${file}.old`, file);
      },
    ],
    ['is read-only', (file: string) => fs.chmodSync(file, 0o444)],
  ])('refuses mutations once the file %s, logs why, and /health answers 503', async (what, breakIt) => {
    const shop = runningShop();
    expect(await shop.health()).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await shop.call('mutation { createEmptyCart }')).status).toBe(200);
    breakIt(shop.file);
    expect(await shop.call('mutation { createEmptyCart }')).toMatchObject(REFUSED);
    expect(logged).toContain(`Refused a mutation: the database file ${shop.file} ${what}`);
    expect(await shop.health()).toEqual({ status: 503, body: { status: 'unhealthy' } });
    expect((await shop.call('{ storeConfig { store_name } }')).status).toBe(200); // reads still answer
    shop.db.close();
  });

  it('turns a write SQLite refuses into the same clear error, logged with its cause', async () => {
    const shop = runningShop();
    shop.db.pragma('query_only = ON'); // what a read-only mount or volume does to every write
    const answer = await shop.call('mutation { createEmptyCart }');
    // The log with the answer: if it is not the refusal, what the server logged says why.
    if (answer.status !== 503) throw new Error(`${JSON.stringify(answer)}\n${logged.join('\n')}`);
    expect(answer).toMatchObject(REFUSED);
    // The cause, with where it happened (SQLite's code follows when the error carries one).
    expect(logged.join('\n')).toMatch(
      /The database could not keep a change: SqliteError: attempt to write a readonly database\n\s+at /,
    );
    expect((await shop.health()).status).toBe(503);
    shop.db.close();
  });

  it('logs every masked internal error with its cause, without DEBUG_GRAPHQL', async () => {
    delete process.env.DEBUG_GRAPHQL;
    const shop = runningShop();
    shop.db.exec('DROP TABLE cms_blocks');
    const res = await shop.call('{ cmsBlocks(identifiers: ["pwa-footer"]) { items { identifier } } }');
    expect(res.body.errors[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { category: 'internal' },
    });
    expect(logged.join('\n')).toMatch(
      /GraphQL error masked as "Internal server error": SqliteError: no such table: cms_blocks\n\s+at /,
    );
    shop.db.close();
  });
});

describe('the log', () => {
  it('keeps the cause but never an e-mail, a phone number or a token', () => {
    const token = 'f3a9c2e1b7d4058e6a1c9b2d3e4f5a6b';
    logError(
      'Sign-in failed',
      new Error(`No customer priya.nair+x@example.in (+91 98765 01234), token ${token}`),
    );
    expect(logged[0]).toMatch(
      /^Sign-in failed: Error: No customer <email> \(<phone>\), token <secret>\n\s+at /,
    );
    expect(logged[0]).toContain('storage.test.ts');
    expect(loggableUrl(`http://shop.test/autosignin/email/a@b.in?token=${token}`)).toBe(
      '/autosignin/email/<email>?…',
    );
  });
});

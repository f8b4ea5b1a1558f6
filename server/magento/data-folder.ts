// Which data folder the server may start on (docs/SECURITY.md, "Storage that fails loudly"). A folder that
// should already hold a shop is never quietly made a new demo shop: a volume that did not mount, or a database
// deleted by mistake, stops the start instead of losing every order to a fresh seed.
//
// - A folder holding shop.sqlite is opened (and migrated) as it is; it must be writable and hold a shop.
// - The default folder (./data, DATA_DIR unset or pointing at it) is seeded on the first start while it does
//   not exist or is empty: the README's first `npm start`.
// - Any other folder without a database stops the start, until it is seeded on purpose: `npm run seed`, or
//   SEED_ON_START=true (the test and benchmark servers, which start on a fresh temporary folder each time).
// - In front of Magento (MAGENTO_BACKEND_URL) the shop's orders are Magento's: the local database only backs
//   the sandboxes, so a folder without one is seeded.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, DEFAULT_DATA_DIR, type StandInConfig } from './config';
import { openDatabase, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { notWritable } from './db/storage';

type FolderConfig = Pick<StandInConfig, 'dataDir' | 'seedOnStart'>;

/** The server cannot start on this data folder; the message says why and what to do. */
export class DataFolderRefused extends Error {}

const SEED_HINT =
  'If this is a new shop, create it on purpose with `npm run seed` (or start once with SEED_ON_START=true); ' +
  'if it should already hold one, check that the folder (or its volume) is mounted and DATA_DIR is right.';

const isEmptyFolder = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Whether a start with no database in the folder seeds one (the rule above). */
export function seedsOnStart(config: FolderConfig): boolean {
  if (config.seedOnStart) return true;
  return path.resolve(config.dataDir) === DEFAULT_DATA_DIR && isEmptyFolder(config.dataDir);
}

function checkWritable(file: string): void {
  const folder = notWritable(path.dirname(file));
  const own = notWritable(file);
  if (folder || own)
    throw new DataFolderRefused(
      `The shop database ${file} is not writable (${folder ? `its folder is ${folder}` : `the file is ${own}`}): ` +
        'every order and sign-up would fail. Give the server write access to DATA_DIR and its database.',
    );
}

function holdsShop(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM stores').get() as { n: number }).n > 0;
}

/**
 * Opens the shop's database in the data folder for the server, seeding it (with `seed`, main.ts's: runtime code
 * does not import the seeder) only as the rule says.
 */
export function openShopDatabase(config: FolderConfig, seed: (dataDir: string) => void): Db {
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) {
    if (!seedsOnStart(config)) {
      const what = fs.existsSync(config.dataDir) ? 'holds no shop database' : 'does not exist';
      throw new DataFolderRefused(`The data folder ${config.dataDir} ${what}. ${SEED_HINT}`);
    }
    console.log(`Seeding a new demo shop in ${config.dataDir}...`);
    seed(config.dataDir);
  }
  checkWritable(file);
  const db = openDatabase(file);
  try {
    // A write, not only a check of the file: SQLite must be able to take its write lock.
    db.exec('BEGIN IMMEDIATE; ROLLBACK');
    migrate(db);
    if (!holdsShop(db)) throw new DataFolderRefused(`The database ${file} holds no shop. ${SEED_HINT}`);
  } catch (e) {
    db.close();
    if (e instanceof DataFolderRefused) throw e;
    throw new DataFolderRefused(`The shop database ${file} cannot be used: ${(e as Error).message}`);
  }
  return db;
}

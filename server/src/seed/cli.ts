// `npm run seed -- [--from DIR] [--data-dir DIR]`: rebuilds DATA_DIR/shop.sqlite from a catalogue folder
// (the bundled server/src/seed/data by default). The new database is built beside the old one and only
// replaces it once seeding succeeded, so a broken folder never leaves the shop without data.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, readConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { tableRowCounts } from '../db/repositories/summary';
import { DEFAULT_CATALOGUE_DIR, seedDatabase } from '.';

const USAGE = 'Usage: npm run seed -- [--from DIR] [--data-dir DIR]';

export class SeedCliError extends Error {}

export interface SeedOptions {
  from: string;
  dataDir: string;
}

export function parseSeedArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const options: SeedOptions = { from: DEFAULT_CATALOGUE_DIR, dataDir: readConfig(env).dataDir };
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    if (flag !== '--from' && flag !== '--data-dir')
      throw new SeedCliError(`Unknown option "${flag}". ${USAGE}`);
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw new SeedCliError(`${flag} needs a folder. ${USAGE}`);
    if (flag === '--from') options.from = path.resolve(value);
    else options.dataDir = path.resolve(value);
  }
  return options;
}

function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

/** Seeds a fresh database and returns the row count of each table. */
export function seedCommand(options: SeedOptions): Record<string, number> {
  if (!fs.existsSync(options.from) || !fs.statSync(options.from).isDirectory())
    throw new SeedCliError(`Catalogue folder not found: ${options.from}`);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const target = path.join(options.dataDir, DATABASE_FILE);
  const building = `${target}.building`;
  removeDatabase(building);
  const db = openDatabase(building);
  let counts: Record<string, number>;
  try {
    migrate(db);
    seedDatabase(db, options.from);
    counts = tableRowCounts(db);
  } catch (e) {
    db.close();
    removeDatabase(building);
    throw new SeedCliError(`Seeding from ${options.from} failed: ${(e as Error).message}`);
  }
  db.close();
  removeDatabase(target);
  fs.renameSync(building, target);
  removeDatabase(building);
  return counts;
}

function main(): void {
  try {
    const options = parseSeedArgs(process.argv.slice(2));
    const counts = seedCommand(options);
    console.log(`Seeded ${path.join(options.dataDir, DATABASE_FILE)} from ${options.from}`);
    for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${rows}`);
  } catch (e) {
    console.error(e instanceof SeedCliError ? e.message : e);
    process.exitCode = 1;
  }
}

if (require.main === module) main();

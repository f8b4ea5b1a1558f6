// `npm run seed -- [--from DIR] [--data-dir DIR] [--generate N [--categories M]]`: rebuilds
// DATA_DIR/shop.sqlite from a catalogue folder (the bundled server/magento/seed/data by default), or from a
// catalogue of N products and M categories generated from it (scale/generate.ts). The new database is built
// beside the old one and only replaces it once seeding succeeded, so a broken folder never leaves the shop
// without data.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { tableRowCounts } from '../db/repositories/summary';
import { DEFAULT_CATALOGUE_DIR, seedDatabase } from '.';
import { DEFAULT_GENERATED_CATEGORIES, generatedCatalogue, type GenerateOptions } from './scale/generate';

const USAGE = 'Usage: npm run seed -- [--from DIR] [--data-dir DIR] [--generate PRODUCTS [--categories N]]';
const FOLDER_FLAGS = ['--from', '--data-dir'];
const COUNT_FLAGS = ['--generate', '--categories'];

export class SeedCliError extends Error {}

export interface SeedOptions {
  from: string;
  dataDir: string;
  /** Generate a catalogue of this size from the folder instead of loading the folder's own. */
  generate?: GenerateOptions;
}

function count(flag: string, value: string): number {
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1)
    throw new SeedCliError(`${flag} needs a whole number, got "${value}". ${USAGE}`);
  return n;
}

export function parseSeedArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const options: SeedOptions = { from: DEFAULT_CATALOGUE_DIR, dataDir: readStandInConfig(env).dataDir };
  let products: number | undefined;
  let categories: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    if (!FOLDER_FLAGS.includes(flag) && !COUNT_FLAGS.includes(flag))
      throw new SeedCliError(`Unknown option "${flag}". ${USAGE}`);
    const value = inline ?? argv[++i];
    const what = FOLDER_FLAGS.includes(flag) ? 'a folder' : 'a number';
    if (!value || value.startsWith('--')) throw new SeedCliError(`${flag} needs ${what}. ${USAGE}`);
    if (flag === '--from') options.from = path.resolve(value);
    else if (flag === '--data-dir') options.dataDir = path.resolve(value);
    else if (flag === '--generate') products = count(flag, value);
    else categories = count(flag, value);
  }
  if (categories !== undefined && products === undefined)
    throw new SeedCliError(`--categories goes with --generate. ${USAGE}`);
  if (products !== undefined)
    options.generate = { products, categories: categories ?? DEFAULT_GENERATED_CATEGORIES };
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
    seedDatabase(db, options.generate ? generatedCatalogue(options.from, options.generate) : options.from);
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
    const what = options.generate
      ? `a generated catalogue (${options.generate.products} products, ${options.generate.categories} categories) from ${options.from}`
      : options.from;
    console.log(`Seeded ${path.join(options.dataDir, DATABASE_FILE)} from ${what}`);
    for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${rows}`);
  } catch (e) {
    console.error(e instanceof SeedCliError ? e.message : e);
    process.exitCode = 1;
  }
}

if (require.main === module) main();

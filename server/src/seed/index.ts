// Deterministic demo data. Each domain seeder reads its JSON files from the catalogue folder
// (server/src/seed/data by default, or the folder given to `npm run seed -- --from DIR`).
import path from 'node:path';
import fs from 'node:fs';
import type { Db } from '../db/connection';

export const DEFAULT_CATALOGUE_DIR = path.join(__dirname, 'data');

export type Seeder = (db: Db, catalogueDir: string) => void;

/** Seeders in dependency order (stores before categories before products before customers...). */
export const seeders: Seeder[] = [];

export function readCatalogueFile<T>(dir: string, file: string): T {
  const full = path.join(dir, file);
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  } catch (e) {
    throw new Error(`Cannot read catalogue file ${full}: ${(e as Error).message}`);
  }
}

/** Seeds an empty, migrated database in one transaction. */
export function seedDatabase(db: Db, catalogueDir = DEFAULT_CATALOGUE_DIR): void {
  db.transaction(() => {
    for (const seed of seeders) seed(db, catalogueDir);
  })();
}

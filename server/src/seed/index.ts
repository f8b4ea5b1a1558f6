// Deterministic demo data. Each domain seeder reads its JSON files from the catalogue folder
// (server/src/seed/data by default, or the folder given to `npm run seed -- --from DIR`).
import path from 'node:path';
import type { Db } from '../db/connection';
import { seedStores } from './stores';
import { seedNavigation } from './navigation';
import { seedCms } from './cms';
import { seedCatalog } from './catalog';
import { seedCustomers } from './customers';
import { seedSales } from './sales';

export { readCatalogueFile } from './catalogue-file';

export const DEFAULT_CATALOGUE_DIR = path.join(__dirname, 'data');

export type Seeder = (db: Db, catalogueDir: string) => void;

/** Seeders in dependency order (stores before categories before products before customers...). */
export const seeders: Seeder[] = [seedStores, seedNavigation, seedCms, seedCatalog, seedCustomers, seedSales];

/** Seeds an empty, migrated database in one transaction. */
export function seedDatabase(db: Db, catalogueDir = DEFAULT_CATALOGUE_DIR): void {
  db.transaction(() => {
    for (const seed of seeders) seed(db, catalogueDir);
  })();
}

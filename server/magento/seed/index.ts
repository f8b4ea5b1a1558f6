// Deterministic demo data. Each domain seeder reads its JSON files from the catalogue source: the folder
// server/magento/seed/data by default, the folder given to `npm run seed -- --from DIR`, or a generated catalogue
// (`--generate N`, see scale/generate.ts) that replaces the category and product files.
import path from 'node:path';
import type { Db } from '../db/connection';
import { seedStores } from './stores';
import { seedNavigation } from './navigation';
import { seedCms } from './cms';
import { seedCatalog } from './catalog';
import { seedCustomers } from './customers';
import { seedSales } from './sales';
import { seedActivity } from './activity';
import { seedOrderLifecycle } from './order-lifecycle';
import { seedInvoices } from './invoices';
import { seedStockAlerts } from './stock-alerts';
import { seedReviews } from './reviews';
import { catalogueSource, type CatalogueSource } from './catalogue-file';

export { readCatalogueFile, catalogueSource, type CatalogueSource } from './catalogue-file';

export const DEFAULT_CATALOGUE_DIR = path.join(__dirname, 'data');

export type Seeder = (db: Db, source: CatalogueSource) => void;

/**
 * Seeders in dependency order (stores before categories before products before customers...); the dated
 * history (coins, notifications, past orders) next, as orders need the catalogue, carriers and coupons; the
 * reviews last, as the verified ones need those orders.
 */
export const seeders: Seeder[] = [
  seedStores,
  seedNavigation,
  seedCms,
  seedCatalog,
  seedCustomers,
  seedSales,
  seedActivity,
  seedOrderLifecycle,
  seedInvoices,
  seedStockAlerts,
  seedReviews,
];

/** Seeds an empty, migrated database in one transaction, from a catalogue folder or source. */
export function seedDatabase(db: Db, catalogue: string | CatalogueSource = DEFAULT_CATALOGUE_DIR): void {
  const source = typeof catalogue === 'string' ? catalogueSource(catalogue) : catalogue;
  db.transaction(() => {
    for (const seed of seeders) seed(db, source);
  })();
}

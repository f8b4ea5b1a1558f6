// Where the seeders read their catalogue files: a folder of JSON files (server/magento/seed/data, or the folder
// given to `npm run seed -- --from DIR`), optionally with some files replaced by data built in memory (the
// generated catalogue of `npm run seed -- --generate N`), with errors that name the file.
import fs from 'node:fs';
import path from 'node:path';

/**
 * When the demo catalogue was last edited ('YYYY-MM-DD HH:MM:SS', UTC, as Magento stores it): every seeded
 * product, category and CMS page carries it as updated_at (the sitemaps' <lastmod>) unless its file gives its
 * own `updated_at`, so a seeded shop is the same on every run. The demo's dated history (orders, coins) ends
 * around then.
 */
export const CATALOGUE_UPDATED_AT = '2026-03-01 00:00:00';

export interface CatalogueSource {
  read<T>(file: string): T;
}

export function readCatalogueFile<T>(dir: string, file: string): T {
  const full = path.join(dir, file);
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  } catch (e) {
    throw new Error(`Cannot read catalogue file ${full}: ${(e as Error).message}`);
  }
}

/** The files of `dir`, except those given in `replaced` (by file name). */
export function catalogueSource(dir: string, replaced: Record<string, unknown> = {}): CatalogueSource {
  return {
    read: <T>(file: string) => (file in replaced ? (replaced[file] as T) : readCatalogueFile<T>(dir, file)),
  };
}

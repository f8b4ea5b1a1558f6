// Websites, store groups, store views (default, admin and the partner/corporate programmes) and their config.
import type { Db } from '../db/connection';
import {
  findStoreByCode,
  insertStore,
  insertStoreGroup,
  insertWebsite,
  setStoreConfigValue,
  type StoreGroupRow,
  type StoreRow,
  type WebsiteRow,
} from '../db/repositories/stores';
import type { CatalogueSource } from './catalogue-file';

interface StoresFile {
  websites: WebsiteRow[];
  groups: StoreGroupRow[];
  stores: (Omit<StoreRow, 'sort_order' | 'is_active'> & Partial<StoreRow>)[];
}

interface StoreConfigFile {
  /** Defaults, stored under store_id 0. */
  default: Record<string, string>;
  /** Overrides by store code. */
  stores: Record<string, Record<string, string>>;
}

export function seedStores(db: Db, source: CatalogueSource): void {
  const { websites, groups, stores } = source.read<StoresFile>('stores.json');
  websites.forEach((w) => insertWebsite(db, w));
  groups.forEach((g) => insertStoreGroup(db, g));
  stores.forEach((s) => insertStore(db, { sort_order: 0, is_active: 1, ...s }));

  const config = source.read<StoreConfigFile>('store-config.json');
  for (const [path, value] of Object.entries(config.default)) setStoreConfigValue(db, 0, path, value);
  for (const [code, values] of Object.entries(config.stores ?? {})) {
    const store = findStoreByCode(db, code);
    if (!store) throw new Error(`store-config.json: unknown store code "${code}"`);
    for (const [path, value] of Object.entries(values)) setStoreConfigValue(db, store.store_id, path, value);
  }
}

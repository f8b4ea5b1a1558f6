import type { Db } from '../connection';

export interface StoreRow {
  store_id: number;
  code: string;
  name: string;
  website_id: number;
  group_id: number;
  sort_order: number;
  is_active: number;
}

export function findStoreByCode(db: Db, code: string): StoreRow | undefined {
  return db.prepare('SELECT * FROM stores WHERE code = ? AND is_active = 1').get(code) as StoreRow | undefined;
}

export function listActiveStores(db: Db): StoreRow[] {
  return db.prepare('SELECT * FROM stores WHERE is_active = 1 ORDER BY sort_order, store_id').all() as StoreRow[];
}

/** Config values for a store: store-level rows override the defaults kept under store_id 0. */
export function readStoreConfig(db: Db, storeId: number): Record<string, string | null> {
  const rows = db
    .prepare('SELECT path, value FROM store_config WHERE store_id IN (0, ?) ORDER BY store_id')
    .all(storeId) as { path: string; value: string | null }[];
  return Object.fromEntries(rows.map((r) => [r.path, r.value]));
}

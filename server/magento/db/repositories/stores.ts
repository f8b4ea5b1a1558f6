import type { Db } from '../connection';
import { prepared } from './statements';

export interface StoreRow {
  store_id: number;
  code: string;
  name: string;
  website_id: number;
  group_id: number;
  sort_order: number;
  is_active: number;
}

export interface WebsiteRow {
  website_id: number;
  code: string;
  name: string;
  default_group_id: number;
}

export interface StoreGroupRow {
  group_id: number;
  website_id: number;
  code: string;
  name: string;
  root_category_id: number;
  default_store_id: number;
}

export function findStoreByCode(db: Db, code: string): StoreRow | undefined {
  return prepared(db, 'SELECT * FROM stores WHERE code = ? AND is_active = 1').get(code) as
    StoreRow | undefined;
}

export function listActiveStores(db: Db): StoreRow[] {
  return prepared(
    db,
    'SELECT * FROM stores WHERE is_active = 1 ORDER BY sort_order, store_id',
  ).all() as StoreRow[];
}

/** The active store views of a website (the admin store view belongs to website 0, so it is never listed). */
export function listWebsiteStores(db: Db, websiteId: number, groupId?: number): StoreRow[] {
  const sql = `SELECT * FROM stores WHERE is_active = 1 AND website_id = ?${groupId === undefined ? '' : ' AND group_id = ?'}
    ORDER BY sort_order, store_id`;
  const params = groupId === undefined ? [websiteId] : [websiteId, groupId];
  return prepared(db, sql).all(...params) as StoreRow[];
}

export function findWebsite(db: Db, websiteId: number): WebsiteRow | undefined {
  return prepared(db, 'SELECT * FROM store_websites WHERE website_id = ?').get(websiteId) as
    WebsiteRow | undefined;
}

export function findStoreGroup(db: Db, groupId: number): StoreGroupRow | undefined {
  return prepared(db, 'SELECT * FROM store_groups WHERE group_id = ?').get(groupId) as
    StoreGroupRow | undefined;
}

/** Config values for a store: store-level rows override the defaults kept under store_id 0. */
export function readStoreConfig(db: Db, storeId: number): Record<string, string | null> {
  const rows = prepared(
    db,
    'SELECT path, value FROM store_config WHERE store_id IN (0, ?) ORDER BY store_id',
  ).all(storeId) as { path: string; value: string | null }[];
  return Object.fromEntries(rows.map((r) => [r.path, r.value]));
}

export function insertWebsite(db: Db, row: WebsiteRow): void {
  prepared(
    db,
    'INSERT INTO store_websites (website_id, code, name, default_group_id) VALUES (@website_id, @code, @name, @default_group_id)',
  ).run(row);
}

export function insertStoreGroup(db: Db, row: StoreGroupRow): void {
  prepared(
    db,
    `INSERT INTO store_groups (group_id, website_id, code, name, root_category_id, default_store_id)
     VALUES (@group_id, @website_id, @code, @name, @root_category_id, @default_store_id)`,
  ).run(row);
}

export function insertStore(db: Db, row: StoreRow): void {
  prepared(
    db,
    `INSERT INTO stores (store_id, code, name, website_id, group_id, sort_order, is_active)
     VALUES (@store_id, @code, @name, @website_id, @group_id, @sort_order, @is_active)`,
  ).run(row);
}

export function setStoreConfigValue(db: Db, storeId: number, path: string, value: string | null): void {
  prepared(
    db,
    'INSERT INTO store_config (store_id, path, value) VALUES (?, ?, ?) ON CONFLICT (store_id, path) DO UPDATE SET value = excluded.value',
  ).run(storeId, path, value);
}

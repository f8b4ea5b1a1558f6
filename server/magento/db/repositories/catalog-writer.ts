// Inserts for the catalog seeder (and tests that add products): statements prepared once per writer, since a
// catalogue is a few thousand rows.
import type { Db } from '../connection';

export interface NewProduct {
  entity_id?: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'virtual';
  parent_id?: number | null;
  name: string;
  url_key: string | null;
  price: number;
  special_price?: number | null;
  qty: number;
  is_in_stock: number;
  visibility?: number;
  brand_code?: string | null;
  color_id?: number | null;
  size_id?: number | null;
  description?: string | null;
  short_description?: string | null;
  meta_title?: string | null;
  meta_keyword?: string | null;
  meta_description?: string | null;
  weight?: number | null;
  country_of_manufacture?: string | null;
  min_sale_qty?: number;
  max_sale_qty?: number;
  productsurcharge_fee?: number | null;
  is_top_deal?: number;
  qty_sold?: number;
  position?: number;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC); omitted = now (the seeders give a fixed date: seed/catalogue-file.ts). */
  updated_at?: string | null;
}

const PRODUCT_DEFAULTS = {
  entity_id: null,
  parent_id: null,
  special_price: null,
  visibility: 4,
  brand_code: null,
  color_id: null,
  size_id: null,
  description: null,
  short_description: null,
  meta_title: null,
  meta_keyword: null,
  meta_description: null,
  weight: null,
  country_of_manufacture: null,
  min_sale_qty: 1,
  max_sale_qty: 10,
  productsurcharge_fee: null,
  is_top_deal: 0,
  qty_sold: 0,
  position: 0,
  updated_at: null,
};

const PRODUCT_COLUMNS = [
  'sku',
  'type_id',
  'name',
  'url_key',
  'price',
  'qty',
  'is_in_stock',
  ...Object.keys(PRODUCT_DEFAULTS),
];

export function catalogWriter(db: Db) {
  // A product given no date is new now (004's default, which an explicit NULL would not get).
  const value = (c: string) => (c === 'updated_at' ? "COALESCE(@updated_at, datetime('now'))" : `@${c}`);
  const product = db.prepare(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${PRODUCT_COLUMNS.map(value).join(', ')})`,
  );
  const statements = {
    brand: db.prepare(
      `INSERT INTO brands (code, name, url_key, logo, position, is_featured)
       VALUES (@code, @name, @url_key, @logo, @position, @is_featured)`,
    ),
    option: db.prepare(
      'INSERT INTO attribute_options (attribute_code, label, swatch, position) VALUES (?, ?, ?, ?)',
    ),
    category: db.prepare(
      'INSERT INTO category_products (category_id, product_id, position) VALUES (?, ?, ?)',
    ),
    media: db.prepare(
      'INSERT INTO product_media (product_id, file, label, position, roles) VALUES (?, ?, ?, ?, ?)',
    ),
    competitor: db.prepare(
      'INSERT INTO product_competitor_prices (product_id, platform, price, url, position) VALUES (?, ?, ?, ?, ?)',
    ),
    tier: db.prepare('INSERT INTO product_tier_prices (product_id, qty, value) VALUES (?, ?, ?)'),
    link: db.prepare(
      'INSERT OR IGNORE INTO product_links (product_id, linked_product_id, link_type, position) VALUES (?, ?, ?, ?)',
    ),
    superAttribute: db.prepare(
      'INSERT INTO product_super_attributes (product_id, attribute_code, label, position) VALUES (?, ?, ?, ?)',
    ),
    art: db.prepare('INSERT OR REPLACE INTO generated_media (path, art) VALUES (?, ?)'),
    attribute: db.prepare(
      `INSERT INTO catalog_attributes (attribute_code, label, frontend_input, is_visible_on_front, position)
       VALUES (@code, @label, @input, @visible, @position)`,
    ),
    attributeValue: db.prepare(
      'INSERT INTO product_attribute_values (product_id, attribute_code, value) VALUES (?, ?, ?)',
    ),
    isNew: db.prepare('UPDATE products SET is_new = 1 WHERE sku = ?'),
    bestseller: db.prepare('UPDATE products SET bestseller_rank = ? WHERE sku = ?'),
  };
  return {
    product: (row: NewProduct): number =>
      Number(product.run({ ...PRODUCT_DEFAULTS, ...row }).lastInsertRowid),
    brand: (row: {
      code: string;
      name: string;
      url_key: string;
      logo: string;
      position: number;
      is_featured: number;
    }) => statements.brand.run(row),
    option: (code: 'color' | 'size', label: string, swatch: string | null, position: number): number =>
      Number(statements.option.run(code, label, swatch, position).lastInsertRowid),
    category: (categoryId: number, productId: number, position: number) =>
      statements.category.run(categoryId, productId, position),
    media: (productId: number, file: string, label: string, position: number, roles: string) =>
      statements.media.run(productId, file, label, position, roles),
    competitor: (productId: number, platform: string, price: number, url: string, position: number) =>
      statements.competitor.run(productId, platform, price, url, position),
    tier: (productId: number, qty: number, value: number) => statements.tier.run(productId, qty, value),
    link: (productId: number, linkedId: number, type: 'related' | 'upsell' | 'crosssell', position: number) =>
      statements.link.run(productId, linkedId, type, position),
    superAttribute: (productId: number, code: 'color' | 'size', label: string, position: number) =>
      statements.superAttribute.run(productId, code, label, position),
    art: (path: string, art: unknown) => statements.art.run(path, JSON.stringify(art)),
    attribute: (row: {
      code: string;
      label: string;
      input: 'text' | 'textarea';
      visible: number;
      position: number;
    }) => statements.attribute.run(row),
    attributeValue: (productId: number, code: string, value: string) =>
      statements.attributeValue.run(productId, code, value),
    markNew: (sku: string) => statements.isNew.run(sku).changes,
    pinBestseller: (sku: string, rank: number) => statements.bestseller.run(rank, sku).changes,
  };
}

export type CatalogWriter = ReturnType<typeof catalogWriter>;

/**
 * Runs a bulk load: the search-index, price-index and version triggers stand aside while `load` inserts, then
 * both indexes are rebuilt and the catalog version bumped once. Call inside a transaction.
 */
export function bulkLoad(db: Db, load: () => void): void {
  db.prepare('UPDATE catalog_state SET bulk_load = 1').run();
  load();
  db.exec(`DELETE FROM products_fts;
    INSERT INTO products_fts (rowid, name, sku, brand, keywords, description)
      SELECT entity_id, name, sku, brand, keywords, description FROM products_fts_source;
    DELETE FROM product_price_index;
    INSERT INTO product_price_index SELECT * FROM product_price_source;
    UPDATE catalog_state SET bulk_load = 0, version = version + 1;`);
}

/** Category ids by url_path, for resolving a catalogue's category references. */
export function categoryIdsByUrlPath(db: Db): Map<string, number> {
  const rows = db.prepare('SELECT entity_id, url_path FROM categories WHERE url_path IS NOT NULL').all() as {
    entity_id: number;
    url_path: string;
  }[];
  return new Map(rows.map((r) => [r.url_path, r.entity_id]));
}

/** Columns a catalogue editor may change (what the admin's product and category forms edit). */
const PRODUCT_EDITABLE = [
  'name',
  'url_key',
  'price',
  'special_price',
  'qty',
  'is_in_stock',
  'status',
  'visibility',
  'brand_code',
  'description',
  'short_description',
  'meta_title',
  'meta_keyword',
  'meta_description',
  'is_top_deal',
  'is_new',
  'position',
] as const;
const CATEGORY_EDITABLE = [
  'name',
  'position',
  'include_in_menu',
  'image',
  'description',
  'meta_title',
  'meta_description',
  'is_active',
] as const;

export type ProductChanges = Partial<Record<(typeof PRODUCT_EDITABLE)[number], string | number | null>>;
export type CategoryChanges = Partial<Record<(typeof CATEGORY_EDITABLE)[number], string | number | null>>;

/** UPDATE of the given columns only (named in `editable`); the number of rows changed. */
export function updateColumns(
  db: Db,
  table: string,
  key: { column: string; value: unknown },
  changes: Record<string, unknown>,
  editable: readonly string[],
): number {
  const columns = Object.keys(changes);
  const unknown = columns.find((c) => !editable.includes(c));
  if (unknown) throw new Error(`${table}.${unknown} cannot be changed here`);
  if (!columns.length) return 0;
  const sql = `UPDATE ${table} SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE ${key.column} = @key`;
  return db.prepare(sql).run({ ...changes, key: key.value }).changes;
}

/**
 * Edits a product (by SKU), as Magento's admin saves it. The triggers of 004 and 007 keep the search and
 * price indexes in step and move the catalog version, so every cache drops what it knew of the product and
 * the next request shows the change.
 */
export const updateProduct = (db: Db, sku: string, changes: ProductChanges): number =>
  updateColumns(db, 'products', { column: 'sku', value: sku }, changes, PRODUCT_EDITABLE);

/** Edits a category (by id); 008's triggers move the catalog version. */
export const updateCategory = (db: Db, id: number, changes: CategoryChanges): number =>
  updateColumns(db, 'categories', { column: 'entity_id', value: id }, changes, CATEGORY_EDITABLE);

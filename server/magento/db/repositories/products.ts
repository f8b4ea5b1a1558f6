// Reading products and what hangs off them (variants, media, prices, links, categories, brands). Lists are
// loaded for many products at once so a page of results costs a handful of queries, not one per product.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export interface ProductRow {
  entity_id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'virtual';
  parent_id: number | null;
  name: string;
  url_key: string | null;
  price: number;
  special_price: number | null;
  qty: number;
  is_in_stock: number;
  status: number;
  visibility: number;
  brand_code: string | null;
  color_id: number | null;
  size_id: number | null;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  weight: number | null;
  country_of_manufacture: string | null;
  min_sale_qty: number;
  max_sale_qty: number;
  productsurcharge_fee: number | null;
  is_top_deal: number;
  is_new: number;
  qty_sold: number;
  bestseller_rank: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface MediaRow {
  value_id: number;
  product_id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: number;
  roles: string;
}

export interface CompetitorPriceRow {
  product_id: number;
  platform: string;
  price: number;
  url: string | null;
}

export interface TierPriceRow {
  product_id: number;
  qty: number;
  value: number;
}

export interface SuperAttributeRow {
  product_id: number;
  attribute_code: 'color' | 'size';
  label: string;
  position: number;
}

export interface AttributeOptionRow {
  option_id: number;
  attribute_code: 'color' | 'size';
  label: string;
  swatch: string | null;
  position: number;
}

export interface BrandRow {
  brand_id: number;
  code: string;
  name: string;
  url_key: string;
  logo: string | null;
  position: number;
  is_featured: number;
}

const ids = (list: readonly number[]) => JSON.stringify(list);

/** The catalog's version: any catalog write changes it (see the triggers in 004_catalog.sql). */
export function catalogVersion(db: Db): number {
  return (prepared(db, 'SELECT version FROM catalog_state WHERE id = 1').get() as { version: number })
    .version;
}

export function findProductsByIds(db: Db, productIds: readonly number[]): ProductRow[] {
  return prepared(db, `SELECT * FROM products WHERE entity_id ${IN_JSON}`).all(
    ids(productIds),
  ) as ProductRow[];
}

/** Enabled variants of configurable products, in option order. */
export function findVariants(db: Db, parentIds: readonly number[]): ProductRow[] {
  return prepared(
    db,
    `SELECT c.* FROM products c
     LEFT JOIN attribute_options co ON co.option_id = c.color_id
     LEFT JOIN attribute_options so ON so.option_id = c.size_id
     WHERE c.parent_id ${IN_JSON} AND c.status = 1
     ORDER BY c.parent_id, co.position, so.position, c.entity_id`,
  ).all(ids(parentIds)) as ProductRow[];
}

export function findMedia(db: Db, productIds: readonly number[]): MediaRow[] {
  return prepared(
    db,
    `SELECT * FROM product_media WHERE product_id ${IN_JSON} AND disabled = 0 ORDER BY product_id, position, value_id`,
  ).all(ids(productIds)) as MediaRow[];
}

export function findCompetitorPrices(db: Db, productIds: readonly number[]): CompetitorPriceRow[] {
  return prepared(
    db,
    `SELECT product_id, platform, price, url FROM product_competitor_prices WHERE product_id ${IN_JSON}
     ORDER BY product_id, position`,
  ).all(ids(productIds)) as CompetitorPriceRow[];
}

export function findTierPrices(db: Db, productIds: readonly number[]): TierPriceRow[] {
  return prepared(
    db,
    `SELECT product_id, qty, value FROM product_tier_prices WHERE product_id ${IN_JSON} ORDER BY product_id, qty`,
  ).all(ids(productIds)) as TierPriceRow[];
}

export function findSuperAttributes(db: Db, productIds: readonly number[]): SuperAttributeRow[] {
  return prepared(
    db,
    `SELECT * FROM product_super_attributes WHERE product_id ${IN_JSON} ORDER BY product_id, position`,
  ).all(ids(productIds)) as SuperAttributeRow[];
}

export function listAttributeOptions(db: Db): AttributeOptionRow[] {
  return prepared(
    db,
    'SELECT * FROM attribute_options ORDER BY attribute_code, position',
  ).all() as AttributeOptionRow[];
}

/** The categories a product is assigned to (not their anchors). */
export function findProductCategoryIds(db: Db, productId: number): number[] {
  const rows = prepared(
    db,
    'SELECT category_id FROM category_products WHERE product_id = ? ORDER BY category_id',
  ).all(productId) as { category_id: number }[];
  return rows.map((r) => r.category_id);
}

/** Enabled, visible products linked to a product, in link order. */
export function findLinkedProductIds(
  db: Db,
  productId: number,
  type: 'related' | 'upsell' | 'crosssell',
): number[] {
  const rows = prepared(
    db,
    `SELECT l.linked_product_id AS id FROM product_links l JOIN products p ON p.entity_id = l.linked_product_id
     WHERE l.product_id = ? AND l.link_type = ? AND p.status = 1 AND p.visibility > 1 ORDER BY l.position`,
  ).all(productId, type) as { id: number }[];
  return rows.map((r) => r.id);
}

export function findProductIdBySku(db: Db, sku: string): number | undefined {
  const row = prepared(db, 'SELECT entity_id FROM products WHERE sku = ?').get(sku) as
    { entity_id: number } | undefined;
  return row?.entity_id;
}

/** Visible products by units sold, merchandiser's pins first, with their final prices. */
export function findBestsellers(db: Db): { entity_id: number; price: number }[] {
  return prepared(
    db,
    `SELECT p.entity_id, pi.min_price AS price FROM products p JOIN product_price_index pi ON pi.entity_id = p.entity_id
     WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility > 1
     ORDER BY p.bestseller_rank IS NULL, p.bestseller_rank, p.qty_sold DESC, p.entity_id`,
  ).all() as { entity_id: number; price: number }[];
}

export function listBrands(db: Db, limit: number): BrandRow[] {
  return prepared(db, 'SELECT * FROM brands ORDER BY position, brand_id LIMIT ?').all(limit) as BrandRow[];
}

/** The drawing spec of a media file that has no photograph (path relative to /media). */
export function findGeneratedMediaArt(db: Db, mediaPath: string): string | undefined {
  const row = prepared(db, 'SELECT art FROM generated_media WHERE path = ?').get(mediaPath) as
    { art: string } | undefined;
  return row?.art;
}

// Loads product shapes by id, a page at a time: rows, variants, media and prices in a few batched queries,
// then kept in the catalog cache for the store view until the catalog changes.
import type { RequestContext } from '../../context';
import {
  findCompetitorPrices,
  findMedia,
  findProductsByIds,
  findSuperAttributes,
  findTierPrices,
  findVariants,
  listAttributeOptions,
  type AttributeOptionRow,
  type ProductRow,
} from '../../db/repositories/products';
import { readStoreConfig } from '../../db/repositories/stores';
import { storeUrls } from '../store/store-config';
import { catalogCache, type CatalogCache } from './cache';
import { configurableFields } from './configurable';
import {
  productRowShape,
  toProductShape,
  type ProductRowShape,
  type ProductShape,
  type StoreView,
} from './mappers';

/** Magento's default is 0 (off); the shop shows "only N left" from 5 down unless configured otherwise. */
const DEFAULT_STOCK_THRESHOLD = 5;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function storeView(ctx: RequestContext, cache: CatalogCache): { key: string; view: StoreView } {
  // Building a store view's URLs reads its whole configuration; the products query needs two values of it.
  const urlsKey = `${ctx.store.store_id}|${ctx.config.publicOrigin}`;
  let urls = cache.storeUrls.get(urlsKey) as ReturnType<typeof storeUrls> | undefined;
  if (!urls) cache.storeUrls.set(urlsKey, (urls = storeUrls(ctx)));
  const stockThreshold = cache.once(`threshold:${ctx.store.store_id}`, () => {
    const value = readStoreConfig(ctx.db, ctx.store.store_id)['cataloginventory/options/stock_threshold_qty'];
    return value === undefined || value === null ? DEFAULT_STOCK_THRESHOLD : Number(value) || 0;
  });
  const view = { mediaUrl: urls.mediaUrl, productSuffix: urls.productSuffix, stockThreshold };
  // Store views that agree on these share shapes: nothing else in a shape depends on the store view.
  return { key: `${urls.mediaUrl}|${urls.productSuffix}|${stockThreshold}`, view };
}

export function attributeOptions(ctx: RequestContext): ReadonlyMap<number, AttributeOptionRow> {
  return catalogCache(ctx).once(
    'options',
    () => new Map(listAttributeOptions(ctx.db).map((o) => [o.option_id, o])),
  );
}

function buildShapes(ctx: RequestContext, rows: ProductRow[], view: StoreView): ProductShape[] {
  const variants = findVariants(
    ctx.db,
    rows.filter((r) => r.type_id === 'configurable').map((r) => r.entity_id),
  );
  const all = [...rows, ...variants].map((r) => r.entity_id);
  const media = groupBy(findMedia(ctx.db, all), (m) => m.product_id);
  const competitors = groupBy(findCompetitorPrices(ctx.db, all), (c) => c.product_id);
  const tiers = groupBy(findTierPrices(ctx.db, all), (t) => t.product_id);
  const attributes = groupBy(findSuperAttributes(ctx.db, all), (a) => a.product_id);
  const variantsOf = groupBy(variants, (v) => v.parent_id ?? 0);
  const shape = (row: ProductRow, children: ProductRow[] = []) =>
    toProductShape(
      row,
      {
        // A configurable product without pictures of its own shows its first variant's.
        media: media.get(row.entity_id) ?? media.get(children[0]?.entity_id ?? 0) ?? [],
        competitors: competitors.get(row.entity_id) ?? [],
        tiers: tiers.get(row.entity_id) ?? [],
        variants: children,
      },
      view,
    );
  return rows.map((row) => {
    if (row.type_id !== 'configurable') return shape(row);
    const children = variantsOf.get(row.entity_id) ?? [];
    const childShapes = children.map((c) => shape(c));
    const fields = configurableFields(
      row.entity_id,
      attributes.get(row.entity_id) ?? [],
      childShapes,
      attributeOptions(ctx),
    );
    return { ...shape(row, children), ...fields } as ProductShape;
  });
}

/** Enabled products by id, in the order asked for (unknown or disabled ids are left out). */
export function loadProducts(ctx: RequestContext, ids: readonly number[]): ProductShape[] {
  const cache = catalogCache(ctx);
  const { key, view } = storeView(ctx, cache);
  const shapes = cache.shapesFor(key) as Map<number, ProductShape | null>;
  const missing = ids.filter((id) => !shapes.has(id));
  if (missing.length) {
    const rows = findProductsByIds(ctx.db, missing).filter((r) => r.status === 1);
    for (const s of buildShapes(ctx, rows, view)) shapes.set(s.entity_id, s);
    for (const id of missing) if (!shapes.has(id)) shapes.set(id, null);
  }
  return ids.map((id) => shapes.get(id)).filter((s): s is ProductShape => Boolean(s));
}

/** The fields productRowShape answers: a list selecting only these is served by loadProductRows. */
export const ROW_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'uid',
  'id',
  'sku',
  'name',
  'type_id',
  'updated_at',
  'url_key',
  'url_suffix',
]);

/**
 * Enabled products by id, in order, with their own row's fields only: one query for a page of them instead of
 * full shapes (media, variants, prices), as Magento's product data provider loads only the attributes a query
 * selects. A walk through the whole catalogue (the sitemaps' 50,000 products, 300 at a time) then neither builds
 * nor keeps a shape per product. Shapes already built are answered as they are.
 */
export function loadProductRows(
  ctx: RequestContext,
  ids: readonly number[],
): (ProductShape | ProductRowShape)[] {
  const cache = catalogCache(ctx);
  const { key, view } = storeView(ctx, cache);
  const shapes = cache.shapesFor(key) as Map<number, ProductShape | null>;
  const missing = ids.filter((id) => !shapes.has(id));
  const rows = new Map(
    (missing.length ? findProductsByIds(ctx.db, missing) : [])
      .filter((r) => r.status === 1)
      .map((r) => [r.entity_id, r]),
  );
  return ids.flatMap((id) => {
    const shape = shapes.get(id);
    if (shape !== undefined) return shape ? [shape] : [];
    const row = rows.get(id);
    return row ? [productRowShape(row, view)] : [];
  });
}

export const loadProduct = (ctx: RequestContext, id: number): ProductShape | null =>
  loadProducts(ctx, [id])[0] ?? null;

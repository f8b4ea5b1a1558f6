// Product rows to the GraphQL shape Magento returns. Shapes are plain data (cached per catalog version and store
// view) so most fields resolve by property; only links and categories are resolved on demand.
import type { CompetitorPriceRow, MediaRow, ProductRow, TierPriceRow } from '../../db/repositories/products';
import { encodeUid } from '../../graphql/uid';
import { isInStock, legacyPrices, money, priceRange, tierPrices } from './prices';

/** What a shape needs from the store view. */
export interface StoreView {
  mediaUrl: string;
  productSuffix: string;
  /** Stock at or below which only_x_left_in_stock is shown; 0 turns it off (Magento's stock_threshold_qty). */
  stockThreshold: number;
}

export interface ProductRelations {
  media: MediaRow[];
  competitors: CompetitorPriceRow[];
  tiers: TierPriceRow[];
  /** Enabled variants of a configurable product. */
  variants: ProductRow[];
}

const TYPENAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  virtual: 'VirtualProduct',
} as const;

export type ProductShape = ReturnType<typeof toProductShape>;

const html = (value: string | null) => (value === null ? null : { html: value });

function images(row: ProductRow, media: MediaRow[], store: StoreView) {
  const url = (m: MediaRow) => `${store.mediaUrl}catalog/product${m.file}`;
  const image = (m: MediaRow | undefined) =>
    m
      ? {
          __typename: 'ProductImage',
          url: url(m),
          label: m.label ?? row.name,
          position: m.position,
          disabled: false,
        }
      : null;
  const withRole = (role: string) => media.find((m) => m.roles.split(',').includes(role)) ?? media[0];
  return {
    image: image(withRole('image')),
    small_image: image(withRole('small_image')),
    thumbnail: image(withRole('thumbnail')),
    swatch_image: withRole('swatch_image')?.file ?? null,
    media_gallery: media.map(image),
    media_gallery_entries: media.map((m) => ({
      uid: encodeUid(m.value_id),
      id: m.value_id,
      file: m.file,
      label: m.label,
      position: m.position,
      disabled: false,
      media_type: 'image',
      types: m.roles.split(',').filter(Boolean),
    })),
  };
}

function routing(row: ProductRow, store: StoreView) {
  const visible = row.visibility > 1 && row.url_key !== null;
  const path = visible ? `${row.url_key}${store.productSuffix}` : null;
  return {
    url_key: row.url_key,
    url_suffix: store.productSuffix,
    canonical_url: path,
    relative_url: path,
    redirect_code: 0,
    type: 'PRODUCT',
    url_rewrites: path ? [{ url: path, parameters: [{ name: 'id', value: String(row.entity_id) }] }] : [],
  };
}

function stock(row: ProductRow, variants: ProductRow[], store: StoreView) {
  const inStock =
    row.type_id === 'configurable' ? isInStock(row) && variants.some(isInStock) : isInStock(row);
  const lowStock =
    row.type_id !== 'configurable' && inStock && store.stockThreshold > 0 && row.qty <= store.stockThreshold;
  return {
    stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    only_x_left_in_stock: lowStock ? row.qty : null,
  };
}

/** What a product's own row answers, without its media, variants or prices (see ROW_FIELDS in loader.ts). */
export function productRowShape(row: ProductRow, store: Pick<StoreView, 'productSuffix'>) {
  return {
    __typename: TYPENAMES[row.type_id],
    entity_id: row.entity_id,
    parent_id: row.parent_id,
    uid: encodeUid(row.entity_id),
    id: row.entity_id,
    sku: row.sku,
    name: row.name,
    type_id: row.type_id,
    updated_at: row.updated_at,
    url_key: row.url_key,
    url_suffix: store.productSuffix,
  };
}

export type ProductRowShape = ReturnType<typeof productRowShape>;

export function toProductShape(row: ProductRow, rel: ProductRelations, store: StoreView) {
  const range = priceRange(row, rel.variants);
  // A configurable product without pictures of its own shows its first variant's.
  return {
    ...productRowShape(row, store),
    ...routing(row, store),
    description: html(row.description),
    short_description: html(row.short_description),
    meta_title: row.meta_title,
    meta_keyword: row.meta_keyword,
    meta_description: row.meta_description,
    ...images(row, rel.media, store),
    price_range: range,
    price: legacyPrices(range),
    price_tiers: tierPrices(row.price, rel.tiers),
    special_price: row.special_price,
    special_to_date: null,
    ...stock(row, rel.variants, store),
    min_sale_qty: row.min_sale_qty,
    max_sale_qty: row.max_sale_qty,
    weight: row.type_id === 'virtual' ? undefined : row.weight,
    country_of_manufacture: row.country_of_manufacture,
    color: row.color_id,
    size: row.size_id,
    new_from_date: null,
    new_to_date: null,
    gift_message_available: false,
    staged: false,
    rating_summary: 0,
    review_count: 0,
    productsurcharge_fee: row.productsurcharge_fee,
    brand_code: row.brand_code,
    is_top_deal: row.is_top_deal === 1,
    competitor_prices: rel.competitors.map((c) => ({
      platform: c.platform,
      price: money(c.price),
      url: c.url,
    })),
  };
}

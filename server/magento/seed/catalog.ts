// The catalog seeder: brands, colour/size options, specification attributes, products with their variants,
// specifications, category assignments, media (with how to draw each image), competitor and tier prices, product
// links, URL rewrites and the home sections' flags, from brands.json, products.json and home-sections.json.
import type { Db } from '../db/connection';
import {
  bulkLoad,
  catalogWriter,
  categoryIdsByUrlPath,
  type CatalogWriter,
} from '../db/repositories/catalog-writer';
import { insertUrlRewrite } from '../db/repositories/url-rewrites';
import { CATALOGUE_UPDATED_AT, type CatalogueSource } from './catalogue-file';
import type { BrandData, HomeSectionsData, ImageData, ProductData, VariantData } from './catalog-data';
import { brandLogoArt, productArt } from './catalog-art';
import { APPAREL_SIZES, COLOR_SWATCHES, RING_SIZES, SHOE_SIZES } from './catalog-lines';
import { seedSearchTerms } from './catalog-search-terms';
import { SPEC_ATTRIBUTES } from './catalog-specs';

const PRODUCT_SUFFIX = '.html';
const ALL_ROLES = 'image,small_image,thumbnail,swatch_image';
const SIZE_ORDER: readonly string[] = [...APPAREL_SIZES, ...SHOE_SIZES, ...RING_SIZES];

interface SeedState {
  writer: CatalogWriter;
  brands: Map<string, BrandData>;
  categories: Map<string, number>;
  options: { color: Map<string, number>; size: Map<string, number> };
  ids: Map<string, number>;
  categoryPositions: Map<number, number>;
  /** The specification attribute codes. */
  attributes: Set<string>;
}

function seedBrands(writer: CatalogWriter, brands: BrandData[], featured: string[]): void {
  brands.forEach((b, i) => {
    const rank = featured.indexOf(b.code);
    writer.brand({
      ...b,
      position: rank >= 0 ? rank + 1 : featured.length + i + 1,
      is_featured: rank >= 0 ? 1 : 0,
    });
    writer.art(b.logo, brandLogoArt(b));
  });
}

/** The specification attributes (visible on the product page, in table order). */
function seedAttributes(writer: CatalogWriter): Set<string> {
  SPEC_ATTRIBUTES.forEach(([code, label], i) =>
    writer.attribute({ code, label, input: 'text', visible: 1, position: i + 1 }),
  );
  return new Set(SPEC_ATTRIBUTES.map(([code]) => code));
}

function seedSpecs(state: SeedState, productId: number, product: ProductData): void {
  for (const [code, value] of Object.entries(product.specs ?? {})) {
    if (!state.attributes.has(code))
      throw new Error(`products.json: ${product.sku} has unknown specification "${code}"`);
    state.writer.attributeValue(productId, code, value);
  }
}

function seedOptions(writer: CatalogWriter, products: ProductData[]): SeedState['options'] {
  const variants = products.flatMap((p) => p.variants ?? []);
  const rank = (order: readonly string[], label: string) =>
    order.includes(label) ? order.indexOf(label) : order.length;
  const labels = (pick: (v: VariantData) => string | undefined, order: readonly string[]) =>
    [...new Set(variants.map(pick).filter((l): l is string => Boolean(l)))].sort(
      (a, b) => rank(order, a) - rank(order, b),
    );
  const color = new Map<string, number>();
  const size = new Map<string, number>();
  labels((v) => v.color, Object.keys(COLOR_SWATCHES)).forEach((label, i) =>
    color.set(label, writer.option('color', label, COLOR_SWATCHES[label] ?? null, i + 1)),
  );
  labels((v) => v.size, SIZE_ORDER).forEach((label, i) =>
    size.set(label, writer.option('size', label, null, i + 1)),
  );
  return { color, size };
}

function seedImages(
  state: SeedState,
  productId: number,
  product: ProductData,
  images: ImageData[],
  color?: string,
) {
  images.forEach((img, i) => {
    const roles = img.roles?.join(',') ?? (i === 0 ? ALL_ROLES : '');
    state.writer.media(productId, img.file, img.label, i + 1, roles);
    state.writer.art(
      `catalog/product${img.file}`,
      img.art ?? productArt(product, state.brands.get(product.brand), i, color),
    );
  });
}

function assignCategories(state: SeedState, productId: number, product: ProductData): void {
  for (const urlPath of product.categories) {
    const categoryId = state.categories.get(urlPath);
    if (categoryId === undefined)
      throw new Error(`products.json: ${product.sku} has unknown category "${urlPath}"`);
    const position = (state.categoryPositions.get(categoryId) ?? 0) + 1;
    state.categoryPositions.set(categoryId, position);
    state.writer.category(categoryId, productId, position);
  }
}

function seedVariants(state: SeedState, parentId: number, product: ProductData): void {
  (product.configurable_attributes ?? []).forEach((code, i) =>
    state.writer.superAttribute(parentId, code, code === 'color' ? 'Color' : 'Size', i + 1),
  );
  for (const v of product.variants ?? []) {
    const id = state.writer.product({
      sku: v.sku,
      type_id: 'simple',
      parent_id: parentId,
      name: v.name,
      url_key: v.url_key,
      price: v.price,
      special_price: v.special_price ?? null,
      qty: v.qty,
      is_in_stock: v.in_stock ? 1 : 0,
      visibility: 1,
      brand_code: product.brand,
      color_id: v.color ? (state.options.color.get(v.color) ?? null) : null,
      size_id: v.size ? (state.options.size.get(v.size) ?? null) : null,
      weight: product.weight ?? null,
      productsurcharge_fee: product.surcharge ?? null,
      updated_at: product.updated_at ?? CATALOGUE_UPDATED_AT,
    });
    state.ids.set(v.sku, id);
    seedImages(state, id, product, v.images ?? [], v.color);
  }
}

function seedProduct(state: SeedState, product: ProductData, position: number): void {
  const id = state.writer.product({
    sku: product.sku,
    type_id: product.type,
    name: product.name,
    url_key: product.url_key,
    price: product.price,
    special_price: product.special_price ?? null,
    qty: product.qty,
    is_in_stock: product.in_stock ? 1 : 0,
    brand_code: product.brand,
    description: product.description,
    short_description: product.short_description,
    meta_title: product.meta_title,
    meta_keyword: product.meta_keyword,
    meta_description: product.meta_description,
    weight: product.weight ?? null,
    country_of_manufacture: product.country_of_manufacture ?? null,
    min_sale_qty: product.min_sale_qty ?? 1,
    max_sale_qty: product.max_sale_qty ?? 10,
    productsurcharge_fee: product.surcharge ?? null,
    is_top_deal: product.top_deal ? 1 : 0,
    qty_sold: product.qty_sold ?? 0,
    position,
    updated_at: product.updated_at ?? CATALOGUE_UPDATED_AT,
  });
  state.ids.set(product.sku, id);
  assignCategories(state, id, product);
  seedImages(state, id, product, product.images);
  seedSpecs(state, id, product);
  (product.competitor_prices ?? []).forEach((c, i) =>
    state.writer.competitor(id, c.platform, c.price, c.url, i + 1),
  );
  for (const t of product.tier_prices ?? []) state.writer.tier(id, t.qty, t.price);
  if (product.type === 'configurable') seedVariants(state, id, product);
}

function seedLinks(state: SeedState, products: ProductData[]): void {
  for (const p of products) {
    const id = state.ids.get(p.sku)!;
    for (const type of ['related', 'upsell', 'crosssell'] as const)
      (p[type] ?? []).forEach((sku, i) => {
        const linked = state.ids.get(sku);
        if (linked === undefined) throw new Error(`products.json: ${p.sku} links to unknown SKU "${sku}"`);
        state.writer.link(id, linked, type, i + 1);
      });
  }
}

function seedRewrites(db: Db, state: SeedState, products: ProductData[], brands: BrandData[]): void {
  for (const p of products) {
    const entityId = state.ids.get(p.sku)!;
    const row = {
      store_id: 0,
      redirect_type: 0 as const,
      entity_type: 'product' as const,
      entity_id: entityId,
    };
    insertUrlRewrite(db, {
      ...row,
      request_path: p.url_key + PRODUCT_SUFFIX,
      target_path: `catalog/product/view/id/${entityId}`,
    });
  }
  // A brand page is the search page filtered by the brand, the way the storefront's filter URLs encode it.
  for (const b of brands) {
    const filter = `brand_code[filter]=${encodeURIComponent(`${b.name},${b.code}`)}`;
    insertUrlRewrite(db, {
      store_id: 0,
      request_path: b.url_key + PRODUCT_SUFFIX,
      target_path: `search.html?${filter}`,
      redirect_type: 302,
      entity_type: 'custom',
      entity_id: 0,
    });
  }
}

function seedHomeSections(writer: CatalogWriter, home: HomeSectionsData): void {
  const missing = (sku: string) => new Error(`home-sections.json: unknown SKU "${sku}"`);
  for (const sku of home.new_arrivals) if (!writer.markNew(sku)) throw missing(sku);
  home.bestsellers.forEach((sku, i) => {
    if (!writer.pinBestseller(sku, i + 1)) throw missing(sku);
  });
}

export function seedCatalog(db: Db, source: CatalogueSource): void {
  const brands = source.read<BrandData[]>('brands.json');
  const products = source.read<ProductData[]>('products.json');
  const home = source.read<HomeSectionsData>('home-sections.json');
  bulkLoad(db, () => loadCatalog(db, brands, products, home));
  // After the bulk load: the search index they are counted with is built at its end.
  seedSearchTerms(db, source);
}

function loadCatalog(db: Db, brands: BrandData[], products: ProductData[], home: HomeSectionsData): void {
  const writer = catalogWriter(db);
  seedBrands(writer, brands, home.featured_brands);
  const state: SeedState = {
    writer,
    brands: new Map(brands.map((b) => [b.code, b])),
    categories: categoryIdsByUrlPath(db),
    options: seedOptions(writer, products),
    ids: new Map(),
    categoryPositions: new Map(),
    attributes: seedAttributes(writer),
  };
  products.forEach((p, i) => seedProduct(state, p, i + 1));
  seedLinks(state, products);
  seedRewrites(db, state, products, brands);
  seedHomeSections(writer, home);
}

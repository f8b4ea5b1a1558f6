// `npm run seed -- --generate N [--categories M]`: a catalogue of N visible products and M categories for
// measuring the backend at scale, deterministic (a fixed PRNG seed: the same shop on every run). It is the
// base catalogue folder's (the demo's by default) with its category tree grown (categories.ts) and its
// products followed by generated editions of the same model lines (products.ts); everything else (stores,
// CMS, customers, coupons) is the folder's own.
import type { ProductData } from '../catalog-data';
import { seededRng } from '../catalog-generate-product';
import type { CategoryLines } from '../catalog-lines';
import { ELECTRONICS } from '../catalog-lines-electronics';
import { LIFESTYLE } from '../catalog-lines-lifestyle';
import { catalogueSource, type CatalogueSource } from '../catalogue-file';
import { growCategoryTree, type CategoryNode } from './categories';
import { fileUnderBrand, generateProducts, PRICE_FACTOR, repeatableEntries } from './products';

export const DEFAULT_GENERATED_CATEGORIES = 2000;
const SEED = 20260101;

export interface GenerateOptions {
  /** Visible products in total (the base catalogue's included). */
  products: number;
  /** Categories in total (the base tree's included). */
  categories: number;
}

function priceRange(entry: CategoryLines, brand: string): [number, number] {
  const prices = entry.lines.filter(([b]) => b === brand).map(([, , mrp]) => mrp);
  return [Math.min(...prices) * PRICE_FACTOR[0] * 0.7, Math.max(...prices) * PRICE_FACTOR[1]];
}

/** The base folder's files, with categories.json and products.json replaced by the grown ones. */
export function generatedCatalogue(baseDir: string, options: GenerateOptions): CatalogueSource {
  const base = catalogueSource(baseDir);
  const entries = repeatableEntries([...ELECTRONICS, ...LIFESTYLE]);
  const demoProducts = structuredClone(base.read<ProductData[]>('products.json'));
  if (options.products < demoProducts.length)
    throw new Error(`--generate needs at least the base catalogue's ${demoProducts.length} products`);
  const { tree, brands } = growCategoryTree(
    base.read<CategoryNode>('categories.json'),
    entries,
    options.categories,
    priceRange,
  );
  // The demo's own products join their brand and price band too (their first category is their line's).
  for (const p of demoProducts) if (p.categories[0]) fileUnderBrand(p, p.categories[0], brands);
  const urlKeys = new Set(demoProducts.map((p) => p.url_key));
  const generated = generateProducts(
    seededRng(SEED),
    entries,
    options.products - demoProducts.length,
    brands,
    urlKeys,
  );
  return catalogueSource(baseDir, {
    'categories.json': tree,
    'products.json': [...demoProducts, ...generated],
  });
}

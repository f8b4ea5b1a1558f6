// Generates the demo catalogue files (products.json, brands.json, home-sections.json in server/magento/seed/data)
// from the model lines in catalog-lines-*.ts with a fixed PRNG seed: the output is the same on every run.
//   npx tsx server/magento/seed/catalog-generate.ts [outDir]
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { BRANDS } from './catalog-brands';
import type { BrandData, HomeSectionsData, ProductData } from './catalog-data';
import { buildProduct, extraCategories, seededRng, type Rng } from './catalog-generate-product';
import type { CategoryLines } from './catalog-lines';
import { ELECTRONICS } from './catalog-lines-electronics';
import { specsFor } from './catalog-specs';
import { LIFESTYLE } from './catalog-lines-lifestyle';

const SEED = 20250815;

export interface Catalogue {
  products: ProductData[];
  brands: BrandData[];
  home: HomeSectionsData;
}

function buildProducts(rng: Rng, entries: readonly CategoryLines[]): Map<CategoryLines, ProductData[]> {
  const urlKeys = new Set<string>();
  const byEntry = new Map<CategoryLines, ProductData[]>();
  let seq = 10001;
  for (const entry of entries) {
    const products = entry.lines.map((line) => {
      const sku = `ZS-${line[0].slice(0, 3).toUpperCase()}-${seq++}`;
      const product = buildProduct(rng, entry, line, sku, urlKeys);
      return { ...product, specs: specsFor(entry, line, product.name, sku) };
    });
    byEntry.set(entry, products);
  }
  return byEntry;
}

/** Related products wanted at least: a product page's slider looks empty with fewer. */
const MIN_RELATED = 4;

/** The products of the categories beside `path` (same parent), for topping up thin relations. */
function siblings(path: string, byPath: Map<string, ProductData[]>): ProductData[] {
  const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : null;
  if (!parent) return [];
  return [...byPath].flatMap(([other, list]) =>
    other !== path && other.startsWith(parent) && !other.slice(parent.length).includes('/') ? list : [],
  );
}

/**
 * Related: neighbours in the category, topped up from the categories beside it (nearest price first) where the
 * category is too small; up-sells: the next pricier models of the category (none for the dearest: a pricier
 * product of another category is not the same thing done better); cross-sells: accessories. Only cross-sells
 * draw on the PRNG, so the rest can change without moving other values.
 */
function links(
  rng: Rng,
  byEntry: Map<CategoryLines, ProductData[]>,
  byPath: Map<string, ProductData[]>,
): void {
  for (const [entry, products] of byEntry) {
    const byPrice = [...products].sort((a, b) => a.price - b.price);
    const beside = siblings(entry.path, byPath);
    products.forEach((p, i) => {
      const neighbours = [1, 2, -1, 3].map((d) => products[(i + d + products.length) % products.length]);
      const related = [...new Set(neighbours.filter((n) => n && n !== p).map((n) => n!.sku))];
      const nearest = [...beside].sort((a, b) => Math.abs(a.price - p.price) - Math.abs(b.price - p.price));
      p.related = [...related, ...nearest.map((n) => n.sku)].slice(0, Math.max(MIN_RELATED, related.length));
      const rank = byPrice.indexOf(p);
      p.upsell = byPrice.slice(rank + 1, rank + 3).map((u) => u.sku);
      const pool = (entry.crosssell ?? []).flatMap((c) => byPath.get(c) ?? []);
      p.crosssell = [
        ...new Set(
          Array.from({ length: Math.min(3, pool.length) }, () => pool[Math.floor(rng() * pool.length)]!.sku),
        ),
      ];
    });
  }
}

function brandData(products: ProductData[]): BrandData[] {
  const used = new Set(products.map((p) => p.brand));
  return BRANDS.filter((b) => used.has(b.code)).map((b) => ({
    code: b.code,
    name: b.name,
    url_key: `brands/${b.code}`,
    logo: `brands/${b.code}.png`,
    color: b.color,
  }));
}

function homeSections(rng: Rng, products: ProductData[]): HomeSectionsData {
  const physical = products.filter((p) => p.type !== 'virtual');
  const shuffled = [...physical].sort(() => rng() - 0.5);
  const bestsellers = [...physical]
    .filter((p) => p.in_stock)
    .sort((a, b) => (b.qty_sold ?? 0) - (a.qty_sold ?? 0));
  return {
    new_arrivals: shuffled.slice(0, 24).map((p) => p.sku),
    bestsellers: bestsellers.slice(0, 12).map((p) => p.sku),
    featured_brands: BRANDS.filter((b) => b.featured).map((b) => b.code),
  };
}

export function generateCatalogue(): Catalogue {
  const rng = seededRng(SEED);
  const entries = [...ELECTRONICS, ...LIFESTYLE];
  const byEntry = buildProducts(rng, entries);
  const products = [...byEntry.values()].flat();
  const byPath = new Map<string, ProductData[]>();
  for (const [entry, list] of byEntry) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), ...list]);
  extraCategories(products);
  links(rng, byEntry, byPath);
  return { products, brands: brandData(products), home: homeSections(rng, products) };
}

// Written the way Prettier formats JSON, so `npm run format` leaves the files alone.
async function write(file: string, data: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(data), { ...options, parser: 'json' }));
}

async function main(outDir = path.join(__dirname, 'data')): Promise<void> {
  const { products, brands, home } = generateCatalogue();
  await write(path.join(outDir, 'products.json'), products);
  await write(path.join(outDir, 'brands.json'), brands);
  await write(path.join(outDir, 'home-sections.json'), home);
  const variants = products.reduce((n, p) => n + (p.variants?.length ?? 0), 0);
  console.log(
    `Wrote ${products.length} products (+${variants} variants) and ${brands.length} brands to ${outDir}`,
  );
}

if (require.main === module) void main(process.argv[2]);

// The generated catalogue's products: the demo's model lines again and again, each time as another edition
// (a suffix and a year: "Samsung Galaxy M35 5G Neo (6GB RAM, 128GB, 2023)") at a price near the original,
// built by the demo generator's own buildProduct (so INR charm prices, special prices, stock, variants,
// images and competitor prices look the same), and filed under the line's brand and price-band categories.
// Bill-payment and other virtual lines are not repeated: a biller exists once.
import { buildProduct, charmPrice, extraCategories, type Rng } from '../catalog-generate-product';
import type { ProductData } from '../catalog-data';
import type { CategoryLines, Line } from '../catalog-lines';
import { bandFor, brandKey, type BrandCategories } from './categories';

const SUFFIXES = [
  'Neo',
  'Plus',
  'Pro',
  'Lite',
  'Max',
  'Prime',
  'Edge',
  'Mini',
  'Ultra',
  'Air',
  'Power',
  'Play',
  'Classic',
  'Sport',
  'Elite',
  'Active',
  'Smart',
  'Turbo',
  'Nova',
  'Select',
];
const FIRST_YEAR = 2017;
const YEARS = 9;
/** Generated prices stay within this factor of the line's MRP (and so within its price bands). */
export const PRICE_FACTOR: readonly [number, number] = [0.7, 1.35];
/** Generated SKUs start here (the demo's run from 10001). */
const FIRST_SKU = 100001;

/** Lines that can be repeated as editions (not bill payments, gift cards or plans). */
export const repeatableEntries = (entries: readonly CategoryLines[]) =>
  entries.filter((e) => e.type !== 'virtual');

function edition(line: Line, generation: number, rng: Rng): Line {
  const [brand, model, mrp, spec] = line;
  const suffix = SUFFIXES[generation % SUFFIXES.length]!;
  const year = FIRST_YEAR + (Math.floor(generation / SUFFIXES.length) % YEARS);
  const price = charmPrice(mrp * (PRICE_FACTOR[0] + rng() * (PRICE_FACTOR[1] - PRICE_FACTOR[0])));
  return [brand, `${model} ${suffix}`, price, spec ? `${spec}, ${year}` : String(year)];
}

/** Files a product under its line's brand category and the price band of its final price. */
export function fileUnderBrand(product: ProductData, leafPath: string, brands: BrandCategories): void {
  const brand = brands.get(brandKey(leafPath, product.brand));
  if (!brand) return;
  const band = bandFor(brand.bands, product.special_price ?? product.price);
  product.categories.push(band.path);
}

/** `count` generated products, related to the other editions of their model. */
export function generateProducts(
  rng: Rng,
  entries: readonly CategoryLines[],
  count: number,
  brands: BrandCategories,
  urlKeys: Set<string>,
): ProductData[] {
  const lines = repeatableEntries(entries).flatMap((entry) => entry.lines.map((line) => ({ entry, line })));
  const products: ProductData[] = [];
  for (let i = 0; i < count; i++) {
    const { entry, line } = lines[i % lines.length]!;
    const generation = Math.floor(i / lines.length);
    const sku = `ZS-${line[0].slice(0, 3).toUpperCase()}-${FIRST_SKU + i}`;
    const product = buildProduct(rng, entry, edition(line, generation, rng), sku, urlKeys);
    fileUnderBrand(product, entry.path, brands);
    products.push(product);
  }
  extraCategories(products);
  // Related: the same model's neighbouring editions; up-sell: the next line of the same category.
  products.forEach((p, i) => {
    const editions = [i - lines.length, i + lines.length].filter((j) => j >= 0 && j < products.length);
    p.related = editions.map((j) => products[j]!.sku);
    const next = products[i + 1];
    p.upsell = next && next.categories[0] === p.categories[0] ? [next.sku] : [];
  });
  return products;
}

// Turns one model line of the demo catalogue into a product: SKU, URL key, INR prices with the occasional
// special price, stock, variants, images, competitor prices and descriptions, all from a seeded PRNG.
import { BRANDS } from './catalog-brands';
import type { ImageData, ProductData, VariantData } from './catalog-data';
import type { CategoryLines, Line } from './catalog-lines';

export type Rng = () => number;

/** mulberry32: tiny, fast and the same sequence on every machine. */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const chance = (rng: Rng, p: number) => rng() < p;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/₹/g, 'rs ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Indian retail prices end in 9: ₹449, ₹4,199, ₹24,999. */
export function charmPrice(x: number): number {
  if (x < 100) return Math.max(9, Math.round(x));
  const step = x < 1000 ? 10 : x < 10000 ? 100 : 1000;
  return Math.floor(x / step) * step - 1;
}

const brandOf = (code: string) => {
  const brand = BRANDS.find((b) => b.code === code);
  if (!brand) throw new Error(`catalog lines: unknown brand "${code}"`);
  return brand;
};

/** Stock: about 8% sold out, 10% nearly gone, the rest comfortably stocked. */
function stock(rng: Rng): { qty: number; in_stock: boolean } {
  const r = rng();
  if (r < 0.08) return { qty: 0, in_stock: false };
  if (r < 0.18) return { qty: between(rng, 1, 4), in_stock: true };
  return { qty: between(rng, 8, 180), in_stock: true };
}

function specialPrice(rng: Rng, mrp: number): number | undefined {
  if (mrp < 100 || !chance(rng, 0.45)) return undefined;
  const off = pick(rng, [0.05, 0.08, 0.1, 0.12, 0.15, 0.18, 0.2, 0.22, 0.25, 0.3, 0.35]);
  const price = charmPrice(mrp * (1 - off));
  return price < mrp ? price : undefined;
}

/** Magento disperses product media by the file name's first two characters: '/s/a/samsung-...jpg'. */
export function mediaFile(base: string, ext: 'jpg' | 'png'): string {
  return `/${base[0]}/${base[1] ?? '_'}/${base}.${ext}`;
}

export interface ProductContext {
  sku: string;
  name: string;
  urlKey: string;
  brandName: string;
  ext: 'jpg' | 'png';
}

function gallery(ctx: ProductContext, label: string, views: number, suffix = ''): ImageData[] {
  return Array.from({ length: views }, (_, view) => ({
    file: mediaFile(`${ctx.urlKey}${suffix}-${view + 1}`, ctx.ext),
    label,
  }));
}

function variants(rng: Rng, ctx: ProductContext, entry: CategoryLines, price: number, special?: number) {
  const colors = entry.variants?.colors
    ? [...entry.variants.colors].sort(() => rng() - 0.5).slice(0, between(rng, 2, 3))
    : [undefined];
  const sizes = entry.variants?.sizes ?? [undefined];
  const out: VariantData[] = [];
  for (const color of colors) {
    const images = color ? gallery(ctx, `${ctx.name} - ${color}`, 2, `-${slug(color)}`) : undefined;
    for (const size of sizes) {
      const parts = [color, size].filter((p): p is string => Boolean(p));
      out.push({
        sku: [ctx.sku, ...parts.map((p) => p.replace(/\s+/g, '').toUpperCase().slice(0, 6))].join('-'),
        name: `${ctx.name} - ${parts.join(' / ')}`,
        url_key: `${ctx.urlKey}-${parts.map(slug).join('-')}`,
        ...(color ? { color } : {}),
        ...(size ? { size } : {}),
        price,
        ...(special ? { special_price: special } : {}),
        ...stock(rng),
        ...(images ? { images } : {}),
      });
    }
  }
  return out;
}

function description(rng: Rng, ctx: ProductContext, entry: CategoryLines) {
  const features = [...entry.features].sort(() => rng() - 0.5).slice(0, 3);
  const intro = `The ${ctx.name} is a ${entry.noun} from ${ctx.brandName}, sold and shipped across India by Zepp Shop.`;
  return {
    description: `<p>${intro}</p><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    short_description: `<p>${features[0] ?? intro}</p>`,
    meta_title: `${ctx.name} - Buy Online at Best Price in India`,
    meta_keyword: `${ctx.brandName}, ${entry.noun}, ${ctx.name}`,
    meta_description: `Buy ${ctx.name} online at the best price in India. ${features[0] ?? ''}`.trim(),
  };
}

function competitorPrices(rng: Rng, name: string, final: number) {
  if (final <= 0 || !chance(rng, 0.7)) return undefined;
  const q = encodeURIComponent(name);
  return [
    {
      platform: 'Amazon',
      price: charmPrice(final * (0.99 + rng() * 0.16)),
      url: `https://www.amazon.in/s?k=${q}`,
    },
    {
      platform: 'Flipkart',
      price: charmPrice(final * (1 + rng() * 0.18)),
      url: `https://www.flipkart.com/search?q=${q}`,
    },
  ];
}

export function buildProduct(
  rng: Rng,
  entry: CategoryLines,
  line: Line,
  sku: string,
  urlKeys: Set<string>,
): ProductData {
  const [brandCode, model, mrp, spec] = line;
  const brand = brandOf(brandCode);
  const name = `${brand.name} ${model}${spec ? ` (${spec})` : ''}`;
  let urlKey = slug(name);
  for (let n = 2; urlKeys.has(urlKey); n++) urlKey = `${slug(name)}-${n}`;
  urlKeys.add(urlKey);
  const ctx: ProductContext = {
    sku,
    name,
    urlKey,
    brandName: brand.name,
    ext: entry.kind === 'card' ? 'png' : 'jpg',
  };
  const special = specialPrice(rng, mrp);
  const final = special ?? mrp;
  const virtual = entry.type === 'virtual';
  const configurable = Boolean(entry.variants);
  const children = configurable ? variants(rng, ctx, entry, mrp, special) : undefined;
  const [lo, hi] = entry.surcharge ?? [0, 0];
  const surcharge =
    hi > 0 ? charmPrice(between(rng, lo, hi) + 1) : !virtual && chance(rng, 0.05) ? 49 : undefined;
  const discount = special ? 1 - special / mrp : 0;
  const competitors = competitorPrices(rng, name, final);
  return {
    sku,
    type: virtual ? 'virtual' : configurable ? 'configurable' : 'simple',
    name,
    url_key: urlKey,
    brand: brand.code,
    categories: [entry.path, ...(entry.also ?? [])],
    price: mrp,
    ...(special ? { special_price: special } : {}),
    ...(virtual ? { qty: 100000, in_stock: true } : configurable ? { qty: 0, in_stock: true } : stock(rng)),
    ...description(rng, ctx, entry),
    ...(virtual
      ? {}
      : { weight: entry.weight, country_of_manufacture: pick(rng, ['IN', 'IN', 'IN', 'CN', 'VN', 'KR']) }),
    ...(surcharge ? { surcharge } : {}),
    top_deal: discount >= 0.2 ? chance(rng, 0.6) : chance(rng, 0.04),
    qty_sold: Math.floor(rng() ** 3 * 5000),
    ...(virtual ? { max_sale_qty: 5 } : {}),
    ...(competitors ? { competitor_prices: competitors } : {}),
    ...(entry.kind === 'cable' || entry.kind === 'powerbank'
      ? {
          tier_prices: [
            { qty: 2, price: charmPrice(final * 0.95) },
            { qty: 3, price: charmPrice(final * 0.9) },
          ],
        }
      : {}),
    images: gallery(ctx, name, virtual ? 1 : between(rng, 3, 4)),
    ...(configurable
      ? {
          configurable_attributes: (['color', 'size'] as const).filter((a) => children?.some((c) => c[a])),
          variants: children,
        }
      : {}),
  };
}

const CLEARANCE = 'clearance';
const FIVE_G = 'mobiles-tablets/smartphones/5g-phones';

/** Android phones with 5G in the name are also 5G phones; deep discounts also go to Clearance. */
export function extraCategories(products: ProductData[]): void {
  for (const p of products) {
    if (p.categories[0]?.endsWith('android-phones') && /\b5G\b/.test(p.name)) p.categories.push(FIVE_G);
    if (p.type !== 'virtual' && p.special_price && p.special_price <= p.price * 0.75)
      p.categories.push(CLEARANCE);
  }
}

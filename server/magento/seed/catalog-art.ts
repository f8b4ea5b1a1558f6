// What each seeded product image looks like when drawn (the demo catalogue has no photographs): the kind of
// object comes from the product's category, the colour from its variant (or its SKU), the accent from its brand.
import crypto from 'node:crypto';
import type { ArtKind, ArtSpec } from '../media/art';
import type { BrandData, ProductData } from './catalog-data';
import { COLOR_SWATCHES } from './catalog-lines';
import { ELECTRONICS } from './catalog-lines-electronics';
import { LIFESTYLE } from './catalog-lines-lifestyle';

const KIND_BY_CATEGORY = new Map<string, ArtKind>(
  [...ELECTRONICS, ...LIFESTYLE].map((e) => [e.path, e.kind]),
);
const PALETTE = Object.values(COLOR_SWATCHES);

function colorOf(key: string): string {
  const n = crypto.createHash('sha1').update(key).digest().readUInt16BE(0);
  return PALETTE[n % PALETTE.length] ?? '#7d7f85';
}

export function productArt(
  product: ProductData,
  brand: BrandData | undefined,
  view: number,
  variantColor?: string,
): ArtSpec {
  const color = variantColor ?? product.variants?.find((v) => v.color)?.color;
  return {
    kind: KIND_BY_CATEGORY.get(product.categories[0] ?? '') ?? 'card',
    color: (color && COLOR_SWATCHES[color]) || colorOf(product.sku),
    accent: brand?.color ?? '#5b2be0',
    brand: brand?.name ?? product.brand,
    title: product.name,
    view,
  };
}

export const brandLogoArt = (brand: BrandData): ArtSpec => ({
  kind: 'logo',
  color: brand.color,
  title: brand.name,
});

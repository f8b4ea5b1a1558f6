// Shared shapes of the demo catalogue's product lines (see catalog-lines-*.ts): one entry per leaf category,
// with the models sold in it. The generator (catalog-generate.ts) turns each line into a product.
import type { ArtKind } from '../media/art-shapes';

/** One model: brand code, name (without the brand), MRP in INR and an optional spec shown in brackets. */
export type Line = readonly [brand: string, name: string, mrp: number, spec?: string];

export interface CategoryLines {
  /** url_path of the leaf category the lines belong to. */
  path: string;
  /** Further categories every product of the entry is also in. */
  also?: readonly string[];
  kind: ArtKind;
  /** What the product is, for descriptions ('smartphone'). */
  noun: string;
  type?: 'simple' | 'virtual';
  /** Configurable products: the attributes their variants differ by. */
  variants?: { colors?: readonly string[]; sizes?: readonly string[] };
  /** Sentences a description draws from. */
  features: readonly string[];
  /** Surcharge (handling/installation) fee range for heavy goods, INR. */
  surcharge?: readonly [number, number];
  /** Typical weight in kg. */
  weight: number;
  /** Cross-sell categories (accessories). */
  crosssell?: readonly string[];
  lines: readonly Line[];
}

export const PHONE_COLORS = ['Black', 'Blue', 'Green', 'Purple', 'Silver', 'White'] as const;
export const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'] as const;
export const RING_SIZES = ['Ring 8', 'Ring 9', 'Ring 10', 'Ring 11', 'Ring 12'] as const;

/** Every colour option with its swatch. */
export const COLOR_SWATCHES: Readonly<Record<string, string>> = {
  Black: '#1c1c1e',
  Blue: '#2f6fdf',
  Green: '#3f9b5a',
  Purple: '#8e6bd1',
  Silver: '#c0c4cc',
  White: '#f2f2f2',
  Grey: '#7d7f85',
  Red: '#d0312d',
  Pink: '#e88fb0',
  Gold: '#d4af37',
  Beige: '#d9c7a7',
  Navy: '#1f2f5c',
  Olive: '#6b7d3a',
  Maroon: '#7b1e2b',
  Yellow: '#f2c230',
  Brown: '#7a4e2d',
};

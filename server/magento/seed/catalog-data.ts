// The shapes of the catalogue files products.json, brands.json and home-sections.json (server/magento/seed/data),
// written by catalog-generate.ts and read by the catalog seeder. A hand-written catalogue folder
// (`npm run seed -- --from DIR`) uses the same shapes.
import type { ArtSpec } from '../media/art';

export interface ImageData {
  /** Magento's path under media/catalog/product, e.g. '/s/a/samsung-galaxy-m35-5g-1.jpg'. */
  file: string;
  label: string;
  /** image, small_image, thumbnail, swatch_image; the first image has all of them when omitted. */
  roles?: string[];
  /** How to draw the file when it is not on disk; derived from the product when omitted (demo data has no photos). */
  art?: ArtSpec;
}

export interface VariantData {
  sku: string;
  name: string;
  url_key: string;
  color?: string;
  size?: string;
  price: number;
  special_price?: number;
  qty: number;
  in_stock: boolean;
  images?: ImageData[];
}

export interface ProductData {
  sku: string;
  type: 'simple' | 'configurable' | 'virtual';
  name: string;
  url_key: string;
  brand: string;
  /** url_paths of the categories the product is assigned to. */
  categories: string[];
  price: number;
  special_price?: number;
  qty: number;
  in_stock: boolean;
  description: string;
  short_description: string;
  meta_title: string;
  meta_keyword: string;
  meta_description: string;
  weight?: number;
  country_of_manufacture?: string;
  surcharge?: number;
  top_deal?: boolean;
  qty_sold?: number;
  min_sale_qty?: number;
  max_sale_qty?: number;
  competitor_prices?: { platform: string; price: number; url: string }[];
  tier_prices?: { qty: number; price: number }[];
  images: ImageData[];
  /** Configurable products: the attributes the variants differ by, in display order. */
  configurable_attributes?: ('color' | 'size')[];
  variants?: VariantData[];
  related?: string[];
  upsell?: string[];
  crosssell?: string[];
  /** Specification attribute values by code (catalog-specs.ts's SPEC_ATTRIBUTES), in table order. */
  specs?: Record<string, string>;
  /** When it was last edited, 'YYYY-MM-DD HH:MM:SS' (UTC); default CATALOGUE_UPDATED_AT (catalogue-file.ts). */
  updated_at?: string;
}

export interface BrandData {
  code: string;
  name: string;
  url_key: string;
  /** Path under /media. */
  logo: string;
  color: string;
}

export interface HomeSectionsData {
  /** SKUs flagged as new arrivals (Luma's `new` attribute), newest first. */
  new_arrivals: string[];
  /** SKUs pinned to the top of the bestseller list, in order; the rest follow by units sold. */
  bestsellers: string[];
  /** Brand codes of the brand section and the sign-in slider, in order. */
  featured_brands: string[];
}

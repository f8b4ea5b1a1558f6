import type { Brand } from './api/brands.graphql';
import { BRAND_URL_SUFFIX, BRANDS_PATH } from './constants';

const PREFIX = `${BRANDS_PATH}/`;

/** The brand page of a brand: /{url_key}.html, or /brands/{code}.html when the shop gave no url_key. */
export function brandHref(brand: Pick<Brand, 'brand_code' | 'url_key'>): string {
  const key = brand.url_key?.startsWith(PREFIX) ? brand.url_key : `${PREFIX}${brand.brand_code}`;
  return `/${key}${BRAND_URL_SUFFIX}`;
}

/** The brand a `brands/:brandKey` route parameter names ('samsung.html' or 'samsung'), lower-cased. */
export function brandKeyFromParam(param: string | undefined): string {
  const key = (param ?? '').toLowerCase();
  return key.endsWith(BRAND_URL_SUFFIX) ? key.slice(0, -BRAND_URL_SUFFIX.length) : key;
}

/** Whether `brand` is the one a brand page's key names (by url_key, else by code). */
export function isBrandOf(key: string, brand: Pick<Brand, 'brand_code' | 'url_key'>): boolean {
  return brand.url_key?.toLowerCase() === `${PREFIX}${key}` || brand.brand_code.toLowerCase() === key;
}

// The product page's first queries, which the server may inline into index.html (see lib/inlined-data.ts), with
// the variables its first render asks with (hooks/use-product-data.ts: the product at this URL, the brands).
import { imageSrcset } from '../../lib/images';
import type { ImagePreload, InlinableQuery, InlinedRequest } from '../../lib/inlined-data';
import { GET_PRODUCT_BRANDS, GET_PRODUCT_DETAIL } from './api/product.graphql';
import { GALLERY_IMAGE_SIZES } from './constants';
import { imagesFor } from './product-model';
import type { ProductDetail } from './types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const INLINABLE_PRODUCT: Record<string, InlinableQuery> = {
  // Only a product: anything else at this URL is for the page to find out (and show) itself.
  GetProductDetail: {
    query: GET_PRODUCT_DETAIL,
    isValid: (data) => isObject(data.route) && typeof data.route.uid === 'string',
  },
  GetProductBrands: { query: GET_PRODUCT_BRANDS },
};

/** What the product page at `pathname` asks on its first render. */
export const productRequests = (pathname: string): InlinedRequest[] => [
  { operation: 'GetProductDetail', variables: { url: pathname } },
  { operation: 'GetProductBrands', variables: {} },
];

/** The product page's largest paint, its gallery's first picture (as ProductImageGallery renders it). */
export function productImagePreload(data: Record<string, unknown>): ImagePreload | null {
  if (!isObject(data.route)) return null;
  const first = imagesFor(data.route as unknown as ProductDetail, {})[0];
  return first ? { imagesrcset: imageSrcset(first.url), imagesizes: GALLERY_IMAGE_SIZES } : null;
}

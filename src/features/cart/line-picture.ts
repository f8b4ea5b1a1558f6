import type { CartItemData } from './cart-types';

/**
 * A cart line's picture: the chosen variant's own (a blue phone is shown blue), else the product's. Magento
 * answers a configurable line's `product` with the configurable, whose thumbnail is one colour's.
 */
export function linePicture(line: Pick<CartItemData, 'product' | 'configured_variant'>): string | null {
  return line.configured_variant?.thumbnail?.url || line.product.thumbnail?.url || null;
}

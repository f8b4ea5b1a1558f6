// What the compare button knows of its product, and the compare events' payload in the data layer's shape (GA4's
// ecommerce object, as the wishlist's events): the card knows the lowest final price.
import { trackEcommerce } from '../analytics';
import type { CompareProductData } from './api/compare.graphql';

export interface CompareItem {
  /** The product's uid: Magento's base64 of its id, which the compare mutations take. */
  uid: string;
  sku: string;
  name: string;
  price: number;
  currency?: string | null;
  brand?: string | null;
}

/** The product id inside a product uid (Magento's uids are the base64 of the id), or null. */
export function productIdOf(uid: string): string | null {
  try {
    const id = atob(uid);
    return /^[1-9]\d{0,9}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A listed product as the button and the events know it. */
export function compareItemOf(product: CompareProductData): CompareItem {
  const final = product.price_range.minimum_price.final_price;
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name: product.name ?? '',
    price: final.value ?? 0,
    currency: final.currency,
    brand: product.brand_code,
  };
}

export function trackCompareEvent(event: string, items: CompareItem[]): void {
  trackEcommerce(
    event,
    items.map((item) => ({
      item_id: item.sku,
      item_name: item.name,
      ...(item.brand ? { item_brand: item.brand } : {}),
      price: item.price,
      quantity: 1,
    })),
  );
}

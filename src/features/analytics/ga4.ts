// GA4's ecommerce shape for data-layer events (SPEC 7.3, 9): currency INR, numeric prices, an item's price the
// maximum final price plus its surcharge.
import { CURRENCY } from '../../../common/money';
import { track, type AnalyticsPayload, type DataLayerEvent } from './track';

/** The shop sells in rupees only: every event's currency. */
export const ANALYTICS_CURRENCY = CURRENCY;

/** The product fields an event item reads (SPEC 3, cart item product). */
export interface EventProduct {
  sku: string;
  name?: string | null;
  brand_code?: string | null;
  categories?: ({ name?: string | null } | null)[] | null;
  productsurcharge_fee?: number | null;
  price_range: { maximum_price?: { final_price?: { value?: number | null } | null } | null };
}

export interface Ga4Item {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  price: number;
  quantity: number;
}

/** SPEC 9: item price in events = maximum final price + surcharge. */
export function eventItemPrice(product: Pick<EventProduct, 'price_range' | 'productsurcharge_fee'>): number {
  const final = product.price_range.maximum_price?.final_price?.value ?? 0;
  return Math.round((final + (product.productsurcharge_fee ?? 0)) * 100) / 100;
}

export function ga4Item(product: EventProduct, quantity: number): Ga4Item {
  const category = product.categories?.find((c) => c?.name)?.name;
  return {
    item_id: product.sku,
    ...(product.name ? { item_name: product.name } : {}),
    ...(product.brand_code ? { item_brand: product.brand_code } : {}),
    ...(category ? { item_category: category } : {}),
    price: eventItemPrice(product),
    quantity,
  };
}

/**
 * Pushes an ecommerce event. GA4 merges ecommerce objects across pushes, so the previous one is cleared first
 * (Google's own advice); `value` defaults to the items' total.
 */
export function trackEcommerce(
  event: string,
  items: Ga4Item[],
  extra: AnalyticsPayload & { value?: number } = {},
): void {
  const value =
    extra.value ?? Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  try {
    (window.dataLayer ??= []).push({ ecommerce: null } as unknown as DataLayerEvent);
  } catch {
    // As track(): a broken dataLayer must not disturb the page.
  }
  track(event, { ecommerce: { currency: ANALYTICS_CURRENCY, ...extra, value, items } });
}

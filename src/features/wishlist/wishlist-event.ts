// The data-layer payload of the wishlist events (SPEC 7.3) in GA4's ecommerce shape; the item price is the
// maximum final price plus the surcharge (SPEC 9).
import { CURRENCY } from '../../../common/money';

export interface WishlistEventItem {
  sku: string;
  name: string;
  price: number;
  currency?: string | null;
}

export function wishlistPayload(items: WishlistEventItem[]) {
  return {
    ecommerce: {
      currency: items[0]?.currency ?? CURRENCY,
      value: items.reduce((sum, item) => sum + item.price, 0),
      items: items.map((item) => ({
        item_id: item.sku,
        item_name: item.name,
        price: item.price,
        quantity: 1,
      })),
    },
  };
}

// The notify-me events in the data layer's ecommerce shape (GA4's, as add_to_cart and the wishlist's): the one
// product, its price the maximum final price plus the surcharge (SPEC 9's item price).
import { trackEcommerce } from '../analytics';
import { STOCK_ALERT_EVENTS } from './constants';

/** The product an alert is for, as an analytics item reads it. */
export interface StockAlertItem {
  sku: string;
  name: string;
  price: number;
}

export function trackStockAlert(action: keyof typeof STOCK_ALERT_EVENTS, item: StockAlertItem): void {
  trackEcommerce(STOCK_ALERT_EVENTS[action], [
    { item_id: item.sku, item_name: item.name, price: item.price, quantity: 1 },
  ]);
}

// The stock-alerts feature's public surface: the product page's Notify me, loaded on demand (only a product
// that is out of stock shows it), and the account page's path. The /stock-alerts page is a route the router
// loads on demand by path.
import { lazyComponent } from '../../ui/lazy/lazy-component';

export const NotifyMe = lazyComponent(
  () => import(/* webpackChunkName: "notify-me" */ './components/notify-me'),
);
export { STOCK_ALERTS_PATH } from './constants';
export type { StockAlertItem } from './stock-alert-event';

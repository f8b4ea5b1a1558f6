// The invoices feature's public surface: the order page's "Invoices" section, loaded on demand (it needs the
// order's number only; its query and download code stay out of the order page's chunk).
import { lazyComponent } from '../../ui/lazy/lazy-component';

export const OrderInvoices = lazyComponent(
  () => import(/* webpackChunkName: "order-invoices" */ './components/order-invoices'),
);

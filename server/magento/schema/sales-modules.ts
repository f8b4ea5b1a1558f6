// The sales domain's schema modules (carts, checkout, orders, payment status), in one list so the shared
// index only spreads it.
import type { SchemaModule } from './module';
import { cart } from './cart';
import { checkout } from './checkout';
import { orders } from './orders';
import { payments } from './payments';
import { emi } from './emi';
import { orderLifecycle } from './order-lifecycle';
import { returns } from './returns';
import { invoices } from './invoices';

export const salesModules: SchemaModule[] = [
  cart,
  checkout,
  orders,
  payments,
  emi,
  orderLifecycle,
  returns,
  invoices,
];

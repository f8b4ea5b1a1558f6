// The customer domain's schema modules (accounts, addresses, wishlists, the shop's customer modules), in one
// list so the shared index only spreads it.
import type { SchemaModule } from './module';
import { customer } from './customer';

export const customerModules: SchemaModule[] = [customer];

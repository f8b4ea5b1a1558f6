import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import { findProductIdBySku } from '../../db/repositories/products';
import { listStockAlerts, type StockAlertRow } from '../../db/repositories/stock-alerts';
import { loadProduct } from '../catalog/loader';
import { pageInfo, paging } from '../customer/paging';
import type { Resolvers } from '../module';
import { subscribe, unsubscribe } from './stock-alert-service';

interface ListArgs {
  filter?: { sku?: { eq?: string | null; in?: (string | null)[] | null } | null } | null;
  currentPage?: number;
  pageSize?: number;
}

/** The products a SKU filter names (unknown SKUs match nothing); undefined when there is no SKU filter. */
function filteredProductIds(ctx: RequestContext, filter: ListArgs['filter']): number[] | undefined {
  const sku = filter?.sku;
  if (!sku || (sku.eq == null && sku.in == null)) return undefined;
  const skus = [sku.eq, ...(sku.in ?? [])].filter((s): s is string => typeof s === 'string');
  return skus.flatMap((s) => findProductIdBySku(ctx.db, s.trim()) ?? []);
}

export const resolvers: Resolvers = {
  Customer: {
    stock_alerts: (customer: CustomerRow, args: ListArgs, ctx: RequestContext) => {
      const page = paging(args);
      const { rows, total } = listStockAlerts(
        ctx.db,
        {
          customerId: customer.customer_id,
          storeId: ctx.store.store_id,
          productIds: filteredProductIds(ctx, args.filter),
        },
        page,
      );
      return { items: rows, page_info: pageInfo(page, total), total_count: total };
    },
  },
  ProductStockAlert: {
    id: (alert: StockAlertRow) => String(alert.alert_stock_id),
    product: (alert: StockAlertRow, _: unknown, ctx: RequestContext) => loadProduct(ctx, alert.product_id),
    status: (alert: StockAlertRow) => (alert.notified_at === null ? 'PENDING' : 'NOTIFIED'),
  },
  Mutation: {
    subscribeProductStockAlert: (_: unknown, { sku }: { sku: string }, ctx: RequestContext) => ({
      alert: subscribe(ctx, requireCustomer(ctx), sku),
    }),
    unsubscribeProductStockAlert: (
      _: unknown,
      args: { id?: string | null; sku?: string | null },
      ctx: RequestContext,
    ) => {
      unsubscribe(ctx, requireCustomer(ctx), args);
      return { success: true };
    },
  },
};

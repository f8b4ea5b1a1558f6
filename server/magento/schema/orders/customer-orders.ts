// Customer.orders: Magento's filter, sort, paging and scope arguments, checked and turned into a query.
import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import {
  firstOrderDate,
  listCustomerOrders,
  type CustomerOrderQuery,
} from '../../db/repositories/customer-orders';
import { listWebsiteStores } from '../../db/repositories/stores';
import { inputError } from '../../errors';
import { orderViews } from './order-fields';

export interface OrdersArgs {
  filter?: {
    number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null;
    status?: { eq?: string | null; in?: (string | null)[] | null } | null;
    order_date?: { from?: string | null; to?: string | null } | null;
    grand_total?: { from?: string | null; to?: string | null } | null;
  } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null;
}

const MAX_FILTER_VALUES = 100;
const MAX_PAGE_SIZE = 100;

function short(value: string | null | undefined, field: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value.length > 64)
    throw inputError(`Invalid value of "${value.slice(0, 64)}…" provided for the ${field} field.`);
  return value;
}

function list(values: (string | null)[] | null | undefined, field: string): string[] | undefined {
  if (!values) return undefined;
  if (values.length > MAX_FILTER_VALUES)
    throw inputError(`At most ${MAX_FILTER_VALUES} values may be given for ${field}.`);
  return values.filter((v): v is string => v !== null).map((v) => short(v, field) as string);
}

function amount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n))
    throw inputError(`Invalid value of "${value.slice(0, 64)}" provided for the grand_total field.`);
  return n;
}

function date(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(value))
    throw inputError(`Invalid value of "${value.slice(0, 64)}" provided for the order_date field.`);
  return value;
}

function storeIds(ctx: RequestContext, scope: OrdersArgs['scope']): number[] | null {
  if (scope === 'GLOBAL') return null;
  if (scope === 'WEBSITE') return listWebsiteStores(ctx.db, ctx.store.website_id).map((s) => s.store_id);
  return [ctx.store.store_id];
}

export function customerOrders(ctx: RequestContext, args: OrdersArgs) {
  const customerId = requireCustomer(ctx);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE) throw inputError(`pageSize value must be at most ${MAX_PAGE_SIZE}.`);
  const f = args.filter ?? {};
  const query: CustomerOrderQuery = {
    customerId,
    storeIds: storeIds(ctx, args.scope),
    number: f.number
      ? {
          eq: short(f.number.eq, 'number'),
          in: list(f.number.in, 'number'),
          match: short(f.number.match, 'number'),
        }
      : undefined,
    status: f.status ? { eq: short(f.status.eq, 'status'), in: list(f.status.in, 'status') } : undefined,
    orderDate: f.order_date ? { from: date(f.order_date.from), to: date(f.order_date.to) } : undefined,
    grandTotal: f.grand_total
      ? { from: amount(f.grand_total.from), to: amount(f.grand_total.to) }
      : undefined,
    sort: { field: args.sort?.sort_field ?? 'CREATED_AT', direction: args.sort?.sort_direction ?? 'DESC' },
    limit: pageSize,
    offset: (currentPage - 1) * pageSize,
  };
  const { rows, total } = listCustomerOrders(ctx.db, query);
  return {
    items: orderViews(ctx.db, rows),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
    date_of_first_order: firstOrderDate(ctx.db, customerId),
  };
}

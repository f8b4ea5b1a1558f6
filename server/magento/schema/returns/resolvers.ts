// Zepp_Returns / Magento RmaGraphQl + reorderItems: the resolvers over request-return.ts, return-view.ts,
// order-returns.ts and reorder.ts.
import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import { attributesList } from '../catalog/specifications';
import type { Resolvers } from '../module';
import type { OrderView } from '../orders/order-fields';
import { returnsSettings } from './eligibility';
import { itemsEligibleForReturn, orderItemReturnFields } from './order-returns';
import { reorderItems } from './reorder';
import { requestReturn, type RequestReturnInput } from './request-return';
import { returnItemAttributesList } from './return-attributes';
import { customerReturn, returnFields, returnItemFields, returnsPage } from './return-view';

type PageArgs = { pageSize?: number | null; currentPage?: number | null };
type AttributesListArgs = Parameters<typeof attributesList>[0];

export const resolvers: Resolvers = {
  Query: {
    // The catalog answers CATALOG_PRODUCT; the RMA item attributes are this module's. (Resolvers merge in
    // module order, so this one, after the catalog's, answers both.)
    attributesList: (_: unknown, args: AttributesListArgs, ctx: RequestContext) =>
      args.entityType === 'RMA_ITEM' ? returnItemAttributesList() : attributesList(args, ctx),
  },
  Mutation: {
    requestReturn: (_: unknown, { input }: { input: RequestReturnInput | null }, ctx: RequestContext) => ({
      return: requestReturn(ctx, input),
    }),
    reorderItems: (_: unknown, { orderNumber }: { orderNumber: unknown }, ctx: RequestContext) =>
      reorderItems(ctx, orderNumber),
  },
  RequestReturnOutput: {
    returns: (_: unknown, args: PageArgs, ctx: RequestContext) =>
      returnsPage(ctx, { customerId: requireCustomer(ctx) }, args),
  },
  Customer: {
    returns: (customer: CustomerRow, args: PageArgs, ctx: RequestContext) =>
      returnsPage(ctx, { customerId: customer.customer_id }, args),
    return: (customer: CustomerRow, { uid }: { uid: string }, ctx: RequestContext) =>
      customerReturn(ctx, customer.customer_id, uid),
  },
  CustomerOrder: {
    returns: (v: OrderView, args: PageArgs, ctx: RequestContext) =>
      returnsPage(ctx, { orderId: v.row.entity_id }, args),
    items_eligible_for_return: (v: OrderView, _: unknown, ctx: RequestContext) =>
      itemsEligibleForReturn(ctx, v.row, v.batch.items.get(v.row.entity_id) ?? []).map((item) => ({
        item,
        order: v.row,
      })),
  },
  OrderItem: orderItemReturnFields,
  ConfigurableOrderItem: orderItemReturnFields,
  Return: returnFields,
  ReturnItem: returnItemFields,
  StoreConfig: {
    // Magento's returns_enabled answers 'enabled' or 'disabled'.
    returns_enabled: (_: unknown, __: unknown, ctx: RequestContext) =>
      returnsSettings(ctx.config).enabled ? 'enabled' : 'disabled',
    returns_window_days: (_: unknown, __: unknown, ctx: RequestContext) =>
      returnsSettings(ctx.config).windowDays,
  },
};

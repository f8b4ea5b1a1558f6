// SalesGraphQl: Customer.orders, guest order lookups, and the order types' fields.
import type { RequestContext } from '../../context';
import type { Resolvers } from '../module';
import { customerOrders, type OrdersArgs } from './customer-orders';
import { guestOrder, guestOrderByToken } from './guest-order-lookup';
import { customerOrderFields } from './order-fields';
import { configurableOrderItemFields, orderItemFields, orderItemType } from './order-item-fields';

export const resolvers: Resolvers = {
  Query: {
    guestOrder: (_: unknown, args: { input?: Record<string, unknown> | null }, ctx: RequestContext) =>
      guestOrder(ctx, args.input ?? null),
    guestOrderByToken: (_: unknown, args: { input?: { token?: unknown } | null }, ctx: RequestContext) =>
      guestOrderByToken(ctx, args.input ?? null),
  },
  Customer: {
    orders: (_: unknown, args: OrdersArgs, ctx: RequestContext) => customerOrders(ctx, args),
  },
  CustomerOrder: customerOrderFields,
  OrderItemInterface: { __resolveType: orderItemType },
  OrderItem: orderItemFields,
  ConfigurableOrderItem: configurableOrderItemFields,
};

// SalesGraphQl: Customer.orders, guest order lookups, and the order types' fields.
import type { RequestContext } from '../../context';
import { findOrderByNumber, findOrderByProtectCode, type OrderRow } from '../../db/repositories/orders';
import { authorizationError, inputError, noSuchEntity } from '../../errors';
import type { Resolvers } from '../module';
import { customerOrders, type OrdersArgs } from './customer-orders';
import { customerOrderFields, orderViews } from './order-fields';
import { configurableOrderItemFields, orderItemFields, orderItemType } from './order-item-fields';

const NOT_LOCATED = "We couldn't locate an order with the information provided.";

function guestView(ctx: RequestContext, order: OrderRow | undefined) {
  if (!order) throw noSuchEntity(NOT_LOCATED);
  if (order.customer_id !== null) throw authorizationError('Please login to view the order.');
  return orderViews(ctx.db, [order])[0];
}

const text = (v: unknown, max = 255) => (typeof v === 'string' && v.length <= max ? v.trim() : '');

function guestOrder(
  ctx: RequestContext,
  input: { number?: unknown; email?: unknown; lastname?: unknown } | null,
) {
  const number = text(input?.number, 50);
  const email = text(input?.email);
  const lastname = text(input?.lastname);
  if (!number || !email || !lastname)
    throw inputError('Required parameters are missing: number, email, lastname');
  const order = findOrderByNumber(ctx.db, number);
  const view = guestView(ctx, order);
  const billing = view?.batch.addresses.get(order!.entity_id)?.find((a) => a.address_type === 'billing');
  const matches =
    order!.email.toLowerCase() === email.toLowerCase() &&
    (billing?.lastname ?? order!.customer_lastname).toLowerCase() === lastname.toLowerCase();
  if (!matches) throw noSuchEntity(NOT_LOCATED);
  return view;
}

export const resolvers: Resolvers = {
  Query: {
    guestOrder: (_: unknown, args: { input?: Record<string, unknown> | null }, ctx: RequestContext) =>
      guestOrder(ctx, args.input ?? null),
    guestOrderByToken: (_: unknown, args: { input?: { token?: unknown } | null }, ctx: RequestContext) => {
      const token = text(args.input?.token, 64);
      return guestView(ctx, token ? findOrderByProtectCode(ctx.db, token) : undefined);
    },
  },
  Customer: {
    orders: (_: unknown, args: OrdersArgs, ctx: RequestContext) => customerOrders(ctx, args),
  },
  CustomerOrder: customerOrderFields,
  OrderItemInterface: { __resolveType: orderItemType },
  OrderItem: orderItemFields,
  ConfigurableOrderItem: configurableOrderItemFields,
};

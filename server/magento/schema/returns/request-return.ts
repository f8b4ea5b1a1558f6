// requestReturn: a customer asks to return items of their own delivered order within the return window.
// Everything is checked, then the return, its items and its first comments are written in one transaction
// (the checks run inside it too, so two requests racing for the last unit cannot both get it).
import { requireCustomer } from '../../auth/require-customer';
import { magentoTime, nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { findCustomerById } from '../../db/repositories/customers';
import {
  findOrderById,
  listOrderItems,
  type OrderItemRow,
  type OrderRow,
} from '../../db/repositories/orders';
import {
  insertReturn,
  insertReturnComment,
  type NewReturnItem,
  type ReturnRow,
} from '../../db/repositories/returns';
import { inputError, noSuchEntity } from '../../errors';
import { decodeUid } from '../../graphql/uid';
import {
  availableToReturn,
  orderReturnability,
  returnCounts,
  returnsSettings,
  returnWindowEnd,
} from './eligibility';
import { chosenAttributes } from './return-attributes';
import { RETURN_PLACED_AUTHOR, RETURN_PLACED_COMMENT, returnRefusals } from './return-messages';

interface ItemInput {
  order_item_uid?: unknown;
  quantity_to_return?: unknown;
  selected_custom_attributes?: unknown;
}

export interface RequestReturnInput {
  order_uid?: unknown;
  items?: unknown;
  comment_text?: unknown;
  contact_email?: unknown;
}

const MAX_ITEMS = 50;
const MAX_COMMENT = 2000;
const EMAIL = /^[^@\s]{1,64}@[^@\s]{1,190}\.[^@\s]{2,}$/;

/** The customer's own order by its uid; another's, or none, is Magento's no-such-entity. */
function ownOrder(ctx: RequestContext, customerId: number, uid: unknown): OrderRow {
  const order = findOrderById(ctx.db, decodeUid(typeof uid === 'string' ? uid : ''));
  if (!order || order.customer_id !== customerId) throw noSuchEntity(returnRefusals.noSuchEntity);
  return order;
}

function checkOrder(ctx: RequestContext, order: OrderRow): void {
  const state = orderReturnability(ctx.config, order);
  if (state === 'not-delivered') throw inputError(returnRefusals.notDelivered(order.increment_id));
  if (state === 'window-closed')
    throw inputError(returnRefusals.windowClosed(order.increment_id, returnWindowEnd(ctx.config, order)!));
}

/** Each requested line checked against what is left to return; Magento's messages. */
function checkItems(ctx: RequestContext, order: OrderRow, inputs: ItemInput[]): NewReturnItem[] {
  const lines = listOrderItems(ctx.db, [order.entity_id]);
  const counts = returnCounts(ctx.db, lines);
  const asked = new Map<number, number>();
  return inputs.map((input) => {
    const itemId = decodeUid(typeof input.order_item_uid === 'string' ? input.order_item_uid : '');
    const line: OrderItemRow | undefined = lines.find((l) => l.item_id === itemId);
    if (!line) throw inputError(returnRefusals.cannotReturn);
    const qty = input.quantity_to_return;
    if (typeof qty !== 'number' || !Number.isFinite(qty) || qty < 1)
      throw inputError(returnRefusals.lessThanOne);
    if (!Number.isInteger(qty)) throw inputError(returnRefusals.wholeUnits);
    const total = (asked.get(itemId) ?? 0) + qty;
    if (total > availableToReturn(line, counts.get(itemId)))
      throw inputError(returnRefusals.tooMany(line.name));
    asked.set(itemId, total);
    const chosen = chosenAttributes(input.selected_custom_attributes);
    return {
      order_item_id: itemId,
      qty_requested: qty,
      reason_id: chosen.reason!,
      condition_id: chosen.condition,
      resolution_id: chosen.resolution!,
    };
  });
}

function contactEmail(input: RequestReturnInput, fallback: string): string {
  if (input.contact_email == null || input.contact_email === '') return fallback;
  const email = typeof input.contact_email === 'string' ? input.contact_email.trim() : '';
  if (!EMAIL.test(email)) throw inputError(returnRefusals.badEmail);
  return email;
}

function commentText(value: unknown): string {
  if (value == null) return '';
  const text = typeof value === 'string' ? value.replace(/<[^>]*>/g, '').trim() : '';
  if (text.length > MAX_COMMENT) throw inputError(returnRefusals.commentTooLong(MAX_COMMENT));
  return text;
}

export function requestReturn(ctx: RequestContext, input: RequestReturnInput | null): ReturnRow {
  const customerId = requireCustomer(ctx);
  if (!returnsSettings(ctx.config).enabled) throw inputError(returnRefusals.disabled);
  const args = input ?? {};
  const items = Array.isArray(args.items) ? (args.items as (ItemInput | null)[]) : [];
  if (items.length === 0) throw inputError(returnRefusals.noItems);
  if (items.length > MAX_ITEMS) throw inputError(returnRefusals.tooManyLines(MAX_ITEMS));
  const customer = findCustomerById(ctx.db, customerId)!;
  const email = contactEmail(args, customer.email);
  const comment = commentText(args.comment_text);
  return inTransaction(ctx.db, () => {
    const order = ownOrder(ctx, customerId, args.order_uid);
    checkOrder(ctx, order);
    const lines = checkItems(
      ctx,
      order,
      items.map((i) => i ?? {}),
    );
    const createdAt = magentoTime(nowMs(ctx.config));
    const ret = insertReturn(
      ctx.db,
      {
        order_id: order.entity_id,
        customer_id: customerId,
        store_id: order.store_id,
        contact_email: email,
        created_at: createdAt,
      },
      lines,
    );
    const note = { return_id: ret.return_id, created_at: createdAt };
    insertReturnComment(ctx.db, { ...note, author_name: RETURN_PLACED_AUTHOR, text: RETURN_PLACED_COMMENT });
    if (comment)
      insertReturnComment(ctx.db, {
        ...note,
        author_name: `${customer.firstname} ${customer.lastname}`,
        text: comment,
      });
    return ret;
  });
}

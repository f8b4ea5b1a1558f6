// Return, ReturnItem and ReturnComment over their rows; Customer.returns / Customer.return and the order's returns.
import type { RequestContext } from '../../context';
import { findOrderById, listOrderItems, type OrderRow } from '../../db/repositories/orders';
import {
  findReturnById,
  listReturnComments,
  listReturnItems,
  listReturns,
  type ReturnItemRow,
  type ReturnRow,
} from '../../db/repositories/returns';
import { inputError } from '../../errors';
import { decodeUid, encodeUid } from '../../graphql/uid';
import { pageInfo, paging } from '../customer/paging';
import { orderViews } from '../orders/order-fields';
import { optionOf, RETURN_ATTRIBUTES } from './return-attributes';
import { returnRefusals } from './return-messages';

type PageArgs = { pageSize?: number | null; currentPage?: number | null };

/** A page of returns as Magento's Returns. */
export function returnsPage(
  ctx: RequestContext,
  by: { customerId: number } | { orderId: number },
  args: PageArgs,
) {
  const page = paging(args);
  const { rows, total } = listReturns(ctx.db, by, page);
  return { items: rows, page_info: pageInfo(page, total), total_count: total };
}

/** Customer.return(uid): the customer's own return, or Magento's "wrong RMA" for any other uid. */
export function customerReturn(ctx: RequestContext, customerId: number, uid: string): ReturnRow {
  const ret = findReturnById(ctx.db, decodeUid(uid));
  if (!ret || ret.customer_id !== customerId) throw inputError(returnRefusals.wrongReturn);
  return ret;
}

const orderOf = (ctx: RequestContext, ret: ReturnRow) => findOrderById(ctx.db, ret.order_id)!;

interface ItemView {
  row: ReturnItemRow;
  order: OrderRow;
}

export const returnFields = {
  uid: (r: ReturnRow) => encodeUid(r.return_id),
  number: (r: ReturnRow) => r.increment_id,
  created_at: (r: ReturnRow) => r.created_at,
  status: (r: ReturnRow) => r.status.toUpperCase(),
  customer: (r: ReturnRow, _: unknown, ctx: RequestContext) => {
    const order = orderOf(ctx, r);
    return { email: r.contact_email, firstname: order.customer_firstname, lastname: order.customer_lastname };
  },
  order: (r: ReturnRow, _: unknown, ctx: RequestContext) => orderViews(ctx.db, [orderOf(ctx, r)])[0],
  items: (r: ReturnRow, _: unknown, ctx: RequestContext): ItemView[] => {
    const order = orderOf(ctx, r);
    return listReturnItems(ctx.db, r.return_id).map((row) => ({ row, order }));
  },
  comments: (r: ReturnRow, _: unknown, ctx: RequestContext) =>
    listReturnComments(ctx.db, r.return_id).map((c) => ({
      uid: encodeUid(c.comment_id),
      author_name: c.author_name,
      text: c.text,
      created_at: c.created_at,
    })),
};

/** The item's chosen options, in the attributes' order. */
function chosenOptions(row: ReturnItemRow) {
  const ids = { reason: row.reason_id, condition: row.condition_id, resolution: row.resolution_id };
  return RETURN_ATTRIBUTES.flatMap((a) => optionOf(a.code, ids[a.code]) ?? []);
}

export const returnItemFields = {
  uid: (v: ItemView) => encodeUid(v.row.return_item_id),
  quantity: (v: ItemView) => v.row.qty_authorized,
  request_quantity: (v: ItemView) => v.row.qty_requested,
  status: (v: ItemView) => v.row.status.toUpperCase(),
  order_item: (v: ItemView, _: unknown, ctx: RequestContext) => {
    const item = listOrderItems(ctx.db, [v.order.entity_id]).find((i) => i.item_id === v.row.order_item_id);
    return { item, order: v.order };
  },
  // Magento's deprecated form: the option's label JSON-encoded, labelled with the attribute's label.
  custom_attributes: (v: ItemView) =>
    chosenOptions(v.row).map(({ attribute, option }) => ({
      uid: encodeUid(option.id),
      label: attribute.label,
      value: JSON.stringify(option.label),
    })),
  custom_attributesV2: (v: ItemView) =>
    chosenOptions(v.row).map(({ attribute, option }) => ({
      code: attribute.code,
      selected_options: [
        { __typename: 'AttributeSelectedOption', label: option.label, value: encodeUid(option.id) },
      ],
    })),
};

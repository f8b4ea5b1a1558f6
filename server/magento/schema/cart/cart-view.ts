// A Cart parent in the schema is a CartView: the row plus its CartState, loaded on first use and shared by
// all fields of that cart (and its items) in one response. Its own module: the cart's fields and its items'
// fields both read it, and neither imports the other.
import { nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { findCartById, type CartRow } from '../../db/repositories/carts';
import { findOptionLabels, type OptionLabelRow } from '../../db/repositories/cart-products';
import { loadCartState, type CartState } from './cart-state';

export interface CartView {
  row: CartRow;
  state?: CartState;
  optionLabels?: Map<number, OptionLabelRow>;
}

export const cartView = (row: CartRow): CartView => ({ row });

/** A view of the cart as stored now (after a mutation changed it). */
export function freshCartView(ctx: RequestContext, row: CartRow): CartView {
  return cartView(findCartById(ctx.db, row.cart_id) ?? row);
}

export function stateOf(view: CartView, ctx: RequestContext): CartState {
  view.state ??= loadCartState(ctx.db, view.row, nowMs(ctx.config));
  return view.state;
}

/** The colour and size labels of every product in the cart, read once. */
export function optionLabelsOf(view: CartView, ctx: RequestContext): Map<number, OptionLabelRow> {
  view.optionLabels ??= findOptionLabels(
    ctx.db,
    stateOf(view, ctx).lines.flatMap((l) => [l.product.color_id, l.product.size_id]),
  );
  return view.optionLabels;
}

// Cart items: SimpleCartItem, VirtualCartItem and ConfigurableCartItem over one CartItemView.
import type { RequestContext } from '../../context';
import { isSalable, type OptionLabelRow } from '../../db/repositories/cart-products';
import { encodeUid } from '../../graphql/uid';
import { optionLabelsOf, stateOf, type CartView } from './cart-view';
import {
  configurableOptionUid,
  configurableValueUid,
  SUPER_ATTRIBUTE_IDS,
  productForGraphql,
} from './product-ref';
import { money, round2 } from './pricing';
import type { LineTotals, PricedLine } from './totals';

export interface CartItemView {
  cart: CartView;
  line: PricedLine;
  totals: LineTotals;
}

export function itemViews(view: CartView, ctx: RequestContext): CartItemView[] {
  const state = stateOf(view, ctx);
  return state.lines.map((line, i) => ({ cart: view, line, totals: state.totals.lines[i] as LineTotals }));
}

const NOT_AVAILABLE = 'Product that you are trying to add is not available.';
const QTY_NOT_AVAILABLE = 'The requested qty is not available';
/** Magento (MSI) on a cart line whose product has no salable stock left. */
const OUT_OF_STOCK = 'There are no source items with the in stock status';

function availability(item: CartItemView): { ok: boolean; message: string | null } {
  const { product, qty } = item.line;
  if (product.status !== 1) return { ok: false, message: NOT_AVAILABLE };
  if (!isSalable(product)) return { ok: false, message: OUT_OF_STOCK };
  if (qty > product.qty) return { ok: false, message: QTY_NOT_AVAILABLE };
  return { ok: true, message: null };
}

function itemDiscounts(item: CartItemView) {
  const coupon = item.cart.state?.totals.coupon;
  if (!coupon || item.totals.discount <= 0) return null;
  return [
    {
      amount: money(item.totals.discount),
      applied_to: 'ITEM',
      coupon: { code: coupon.code },
      label: coupon.label,
    },
  ];
}

function prices(item: CartItemView) {
  const t = item.totals;
  const off = round2(t.regularPrice - t.price);
  const percent = t.regularPrice > 0 ? round2((off / t.regularPrice) * 100) : 0;
  return {
    // The shop displays prices including GST (Indian retail prices are GST-inclusive), so these agree.
    price: money(t.price),
    price_including_tax: money(t.price),
    row_total: money(t.rowTotal),
    row_total_including_tax: money(t.rowTotal),
    original_item_price: money(t.regularPrice),
    original_row_total: money(t.originalRowTotal),
    total_item_discount: money(t.discount),
    discounts: itemDiscounts(item),
    catalog_discount: { amount_off: off, percent_off: percent },
    row_catalog_discount: { amount_off: t.mrpDiscount, percent_off: percent },
  };
}

function label(item: CartItemView, ctx: RequestContext, code: 'color' | 'size'): OptionLabelRow | undefined {
  const id = code === 'color' ? item.line.product.color_id : item.line.product.size_id;
  return id === null ? undefined : optionLabelsOf(item.cart, ctx).get(id);
}

function configurableOptions(item: CartItemView, ctx: RequestContext) {
  const codes = (['color', 'size'] as const).filter((code) => label(item, ctx, code));
  return codes.map((code) => {
    const option = label(item, ctx, code) as OptionLabelRow;
    const attributeId = SUPER_ATTRIBUTE_IDS[code];
    return {
      id: attributeId,
      configurable_product_option_uid: configurableOptionUid(item.line.parent?.entity_id ?? 0, attributeId),
      option_label: code === 'color' ? 'Color' : 'Size',
      value_id: option.option_id,
      configurable_product_option_value_uid: configurableValueUid(attributeId, option.option_id),
      value_label: option.label,
    };
  });
}

type Field = (item: CartItemView, args: unknown, ctx: RequestContext) => unknown;

export const cartItemFields: Record<string, Field> = {
  uid: (item) => encodeUid(item.line.itemId),
  id: (item) => String(item.line.itemId),
  quantity: (item) => item.line.qty,
  product: (item, _args, ctx) => productForGraphql(ctx, item.line.parent ?? item.line.product),
  prices: (item) => prices(item),
  discount: (item) => itemDiscounts(item),
  is_available: (item) => availability(item).ok,
  not_available_message: (item) => availability(item).message,
  errors: (item) => {
    const { ok, message } = availability(item);
    return ok ? null : [{ code: 'ITEM_QTY', message }];
  },
  max_qty: (item) => Math.min(item.line.product.max_sale_qty, Math.max(item.line.product.qty, 0)),
  min_qty: (item) => item.line.product.min_sale_qty,
  size: (item, _args, ctx) => label(item, ctx, 'size')?.label ?? null,
  color: (item, _args, ctx) => label(item, ctx, 'color')?.label ?? null,
};

export const configurableItemFields: Record<string, Field> = {
  ...cartItemFields,
  configured_variant: (item, _args, ctx) => productForGraphql(ctx, item.line.product),
  configurable_options: (item, _args, ctx) => configurableOptions(item, ctx),
};

export function cartItemType(item: CartItemView): string {
  if (item.line.parent) return 'ConfigurableCartItem';
  return item.line.product.type_id === 'virtual' ? 'VirtualCartItem' : 'SimpleCartItem';
}

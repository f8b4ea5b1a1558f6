// Magento's product prices: the final price is the special price when lower; a configurable product's range
// runs over its enabled variants (as the price index in 004_catalog.sql does, so the prices shown are the ones
// price filters and sorting use). Amounts are in the base currency, INR.
import type { ProductRow, TierPriceRow } from '../../db/repositories/products';

export const CURRENCY = 'INR';

export interface Money {
  value: number;
  currency: string;
}

export interface ProductPrice {
  regular_price: Money;
  final_price: Money;
  discount: { amount_off: number; percent_off: number };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
export const money = (value: number): Money => ({ value: round2(value), currency: CURRENCY });

export function finalPrice(row: Pick<ProductRow, 'price' | 'special_price'>): number {
  return row.special_price !== null && row.special_price < row.price ? row.special_price : row.price;
}

export function discount(regular: number, final: number) {
  const amountOff = round2(Math.max(regular - final, 0));
  return { amount_off: amountOff, percent_off: regular > 0 ? round2((amountOff / regular) * 100) : 0 };
}

function productPrice(regular: number, final: number): ProductPrice {
  return { regular_price: money(regular), final_price: money(final), discount: discount(regular, final) };
}

export const isInStock = (row: Pick<ProductRow, 'is_in_stock' | 'qty' | 'type_id'>) =>
  row.is_in_stock === 1 && (row.type_id === 'configurable' || row.qty > 0);

/** minimum_price and maximum_price of a product; `variants` are a configurable product's enabled children. */
export function priceRange(row: ProductRow, variants: readonly ProductRow[] = []) {
  const basis = row.type_id === 'configurable' && variants.length ? variants : [row];
  const regulars = basis.map((v) => v.price);
  const finals = basis.map(finalPrice);
  return {
    minimum_price: productPrice(Math.min(...regulars), Math.min(...finals)),
    maximum_price: productPrice(Math.max(...regulars), Math.max(...finals)),
  };
}

/** The deprecated ProductPrices, still read by older storefront fragments. */
export function legacyPrices(range: ReturnType<typeof priceRange>) {
  return {
    minimalPrice: { amount: range.minimum_price.final_price },
    maximalPrice: { amount: range.maximum_price.final_price },
    regularPrice: { amount: range.minimum_price.regular_price },
  };
}

export function tierPrices(regular: number, tiers: readonly TierPriceRow[]) {
  return tiers.map((t) => ({
    quantity: t.qty,
    final_price: money(t.value),
    discount: discount(regular, t.value),
  }));
}

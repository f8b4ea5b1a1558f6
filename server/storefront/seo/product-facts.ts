// What the head (Open Graph's product tags) and the JSON-LD (Offer, AggregateOffer) both say of a product: its
// price as the shopper pays it, the list price it is cut from, the range of a configurable product's variants,
// whether it can be bought, its brand. From Magento's own fields (SeoProductData), the same the product page
// shows: the final price is what the shopper pays (Magento has already applied a special price that is in its
// dates, or a catalogue rule), the regular price is struck through when it is higher.
import type { SeoMoney, SeoProductData } from './api/seo.graphql';
import type { SeoStore } from './page';

export interface ProductOffer {
  currency: string;
  /** A simple product's price: the final price and, when it is higher, the regular one (struck through). */
  price: number;
  regularPrice: number | null;
  /** A configurable product's variants (or its price range without them): lowest and highest final price. */
  range: { low: number; high: number; count: number | null } | null;
  inStock: boolean;
}

const amount = (money: SeoMoney | null | undefined): number | null =>
  typeof money?.value === 'number' && Number.isFinite(money.value) && money.value >= 0 ? money.value : null;

/** Money rounded to the paisa, as a number (JSON-LD). */
export const paise = (value: number): number => Math.round(value * 100) / 100;

const variantsOf = (product: SeoProductData) =>
  (product.variants ?? []).flatMap((variant) => (variant?.product ? [variant.product] : []));

/** A configurable product: one with variants (the backend's ConfigurableProduct). */
export const isConfigurable = (product: SeoProductData): boolean =>
  product.__typename === 'ConfigurableProduct' || variantsOf(product).length > 0;

/** The product's offer, or null when it has no price to show (then no price is claimed anywhere). */
export function productOffer(product: SeoProductData, store: SeoStore): ProductOffer | null {
  const minimum = product.price_range?.minimum_price;
  const final = amount(minimum?.final_price);
  const regular = amount(minimum?.regular_price);
  const currency = minimum?.final_price?.currency || store.currency || 'INR';
  const ownStock = product.stock_status !== 'OUT_OF_STOCK';

  if (isConfigurable(product)) {
    const variants = variantsOf(product);
    const prices = variants.flatMap((v) => {
      const value = amount(v.price_range?.minimum_price?.final_price);
      return value === null ? [] : [value];
    });
    const maximum = amount(product.price_range?.maximum_price?.final_price);
    const low = prices.length ? Math.min(...prices) : final;
    const high = prices.length ? Math.max(...prices) : (maximum ?? final);
    if (low === null || high === null) return null;
    const anyInStock = variants.length ? variants.some((v) => v.stock_status !== 'OUT_OF_STOCK') : true;
    return {
      currency,
      price: paise(low),
      regularPrice: null,
      range: { low: paise(low), high: paise(high), count: prices.length || null },
      inStock: ownStock && anyInStock,
    };
  }

  if (final === null) return null;
  return {
    currency,
    price: paise(final),
    regularPrice: regular !== null && regular > final ? paise(regular) : null,
    range: null,
    inStock: ownStock,
  };
}

/**
 * A custom attribute's shown value (an option's label, or the value itself), or null. A bare number is taken
 * for an option's id (a select attribute asked without its options), not a name, unless `numeric` (a GTIN).
 */
export function attributeValue(product: SeoProductData, codes: string[], numeric = false): string | null {
  for (const code of codes) {
    const item = product.custom_attributesV2?.items?.find((i) => i?.code === code);
    const label = item?.selected_options?.find((o) => o?.label?.trim())?.label.trim();
    if (label) return label;
    const value = item?.value?.trim();
    if (value && (numeric || !/^\d+$/.test(value))) return value;
  }
  return null;
}

/** The product's brand, from its brand (or manufacturer) attribute, or null. */
export const productBrand = (product: SeoProductData): string | null =>
  attributeValue(product, ['brand', 'manufacturer']);

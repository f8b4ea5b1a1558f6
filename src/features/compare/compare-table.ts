// The compare page's table, from a compare list: a column per product and a row per attribute, each row marked
// when its values differ. The price row shows the product's final price as the shop formats it (the backend
// answers Magento's raw price attribute, as Luma's compare page also prints the price itself).
import { formatMoney } from '../../../common/money';
import { productHref } from '../catalog';
import type { CompareListData, CompareProductData } from './api/compare.graphql';
import { compareItemOf, type CompareItem } from './compare-item';
import { PRICE_ATTRIBUTE } from './constants';

export interface CompareColumn {
  uid: string;
  name: string;
  href: string;
  imageUrl: string | null;
  price: string;
  item: CompareItem;
}

export interface CompareRow {
  code: string;
  label: string;
  values: string[];
  /** The products do not all have the same value (two products at least). */
  differs: boolean;
}

const finalPrice = (product: CompareProductData) => {
  const { value, currency } = product.price_range.minimum_price.final_price;
  return formatMoney(value ?? 0, { currency: currency ?? undefined });
};

/** Values compared as a shopper reads them: case and spacing aside. */
const comparable = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

export function compareTable(list: CompareListData | null): { columns: CompareColumn[]; rows: CompareRow[] } {
  const items = (list?.items ?? []).flatMap((item) => (item ? [item] : []));
  const columns = items.map(({ product }) => ({
    uid: product.uid,
    name: product.name ?? '',
    href: productHref(product),
    imageUrl: product.small_image?.url ?? null,
    price: finalPrice(product),
    item: compareItemOf(product),
  }));
  const rows = (list?.attributes ?? []).flatMap((attribute) => {
    if (!attribute) return [];
    const values = items.map((item) =>
      attribute.code === PRICE_ATTRIBUTE
        ? finalPrice(item.product)
        : (item.attributes.find((entry) => entry?.code === attribute.code)?.value ?? ''),
    );
    const differs = values.length > 1 && new Set(values.map(comparable)).size > 1;
    return [{ code: attribute.code, label: attribute.label, values, differs }];
  });
  return { columns, rows };
}

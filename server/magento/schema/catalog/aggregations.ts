// Layered navigation (Products.aggregations) over a search's matches, computed the way Magento does: price
// bands by the store's price navigation (./price-bands.ts, ./price-ranges.ts), the categories, brands, colours and sizes of the
// matches with their counts, most products first (OpenSearch's terms order, which Magento passes on).
// Applying an option as a filter gives exactly `count` products.
import type { RequestContext } from '../../context';
import {
  countByBrand,
  countByCategory,
  countByOption,
  type OptionCount,
} from '../../db/repositories/product-aggregations';
import type { SearchHit } from '../../db/repositories/product-search';
import { encodeUid } from '../../graphql/uid';
import { readStoreConfig } from '../../db/repositories/stores';
import { INTERVAL_DIVISION_LIMIT, priceBands } from './price-bands';
import { priceRanges } from './price-ranges';

const PRICE_RANGE_CALCULATION = 'catalog/layered_navigation/price_range_calculation';
const INTERVAL_DIVISION_LIMIT_PATH = 'catalog/layered_navigation/interval_division_limit';

export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: OptionCount[];
}

/**
 * Price options '*_20000', '20000_35000', …, '90000_*' (Magento's values; labels '20000-35000'), by the store's
 * price navigation: 'improved' (equalize product counts, the shop's), else Magento's default 'auto'.
 */
export function priceOptions(ctx: RequestContext, prices: readonly number[]): OptionCount[] {
  const config = readStoreConfig(ctx.db, ctx.store.store_id);
  const improved = config[PRICE_RANGE_CALCULATION] === 'improved';
  const limit = Number(config[INTERVAL_DIVISION_LIMIT_PATH] ?? INTERVAL_DIVISION_LIMIT);
  const bands = improved ? priceBands(prices, limit) : priceRanges(prices);
  return bands.map(({ from, to, count }) => {
    const value = `${from ?? '*'}_${to ?? '*'}`;
    return { value, label: value.replace('_', '-'), count };
  });
}

/**
 * Most products first, as OpenSearch orders a terms aggregation and Magento passes it on; ties keep the
 * repository's order (brands by name, colours and sizes by their option position, categories by position).
 */
const byCount = (options: OptionCount[]) => [...options].sort((a, b) => b.count - a.count);

function categories(
  ctx: RequestContext,
  ids: number[],
  filtered: readonly number[] | undefined,
  directOnly: boolean,
) {
  const rows = countByCategory(ctx.db, ids).filter((c) => c.level > 1);
  const wanted = directOnly && filtered?.length ? rows.filter((c) => filtered.includes(c.parent_id)) : rows;
  return wanted.map((c) => ({ value: encodeUid(c.category_id), label: c.name, count: c.count }));
}

export function buildAggregations(
  ctx: RequestContext,
  hits: readonly SearchHit[],
  filteredCategoryIds: readonly number[] | undefined,
  directChildrenOnly: boolean,
): Aggregation[] {
  const ids = hits.map((h) => h.entity_id);
  const layers: [string, string, OptionCount[]][] = [
    ['category_uid', 'Category', byCount(categories(ctx, ids, filteredCategoryIds, directChildrenOnly))],
    // Price bands go from cheap to dear: a range bucket, not a terms one.
    [
      'price',
      'Price',
      priceOptions(
        ctx,
        hits.map((h) => h.price),
      ),
    ],
    ['brand_code', 'Brand', byCount(countByBrand(ctx.db, ids))],
    ['color', 'Color', byCount(countByOption(ctx.db, ids, 'color_id'))],
    ['size', 'Size', byCount(countByOption(ctx.db, ids, 'size_id'))],
  ];
  return layers
    .map(([attribute_code, label, options], position) => ({
      attribute_code,
      label,
      count: options.length,
      position,
      options,
    }))
    .filter((a) => a.count > 0);
}

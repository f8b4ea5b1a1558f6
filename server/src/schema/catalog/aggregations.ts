// Layered navigation (Products.aggregations) over a search's matches, computed the way Magento does: price
// buckets of a power of ten sized to the dearest product, the categories, brands, colours and sizes of the
// matches with their counts. Applying an option as a filter gives exactly `count` products.
import type { RequestContext } from '../../context';
import {
  countByBrand,
  countByCategory,
  countByOption,
  type OptionCount,
} from '../../db/repositories/product-aggregations';
import type { SearchHit } from '../../db/repositories/product-search';
import { encodeUid } from '../../graphql/uid';

export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: OptionCount[];
}

/** Magento's Price\Range::MIN_RANGE_POWER: buckets never get narrower than 10. */
const MIN_RANGE = 10;

function bucketCounts(prices: readonly number[], range: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of prices) {
    const index = Math.floor(p / range) + 1;
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return new Map([...counts].sort((a, b) => a[0] - b[0]));
}

/** Price buckets '*_1000', '1000_2000', ..., '9000_*': open below the first and above the last. */
export function priceBuckets(prices: readonly number[]): OptionCount[] {
  if (!prices.length) return [];
  const digits = String(Math.floor(Math.max(...prices))).length;
  let range: number;
  let counts: Map<number, number>;
  let power = 1;
  do {
    range = 10 ** Math.max(digits - power, 0);
    counts = bucketCounts(prices, range);
    power++;
  } while (range > MIN_RANGE && counts.size < 2);
  const indexes = [...counts.keys()];
  const last = indexes[indexes.length - 1];
  return indexes.map((index) => {
    const from = index === 1 ? '*' : String((index - 1) * range);
    const to = index === last ? '*' : String(index * range);
    return { value: `${from}_${to}`, label: `${from}-${to}`, count: counts.get(index) ?? 0 };
  });
}

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
    ['category_uid', 'Category', categories(ctx, ids, filteredCategoryIds, directChildrenOnly)],
    ['price', 'Price', priceBuckets(hits.map((h) => h.price))],
    ['brand_code', 'Brand', countByBrand(ctx.db, ids)],
    ['color', 'Color', countByOption(ctx.db, ids, 'color_id')],
    ['size', 'Size', countByOption(ctx.db, ids, 'size_id')],
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

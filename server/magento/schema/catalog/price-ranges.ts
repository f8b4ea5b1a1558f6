// Magento's "Automatic (equalize price ranges)" price navigation, its default
// (catalog/layered_navigation/price_range_calculation = auto: Magento\Framework\Search\Dynamic\Algorithm\Auto):
// buckets of one power of ten, the largest that splits the prices into at least two, open below the first
// and above the last. Prices ₹500 to ₹1,50,000 make two buckets: below and above ₹1,00,000.
import type { PriceBand } from './price-bands';

/** Magento's min_range_power: buckets never get narrower than 10. */
const MIN_RANGE = 10;

function bucketCounts(prices: readonly number[], range: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of prices) {
    const index = Math.floor(p / range) + 1;
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return new Map([...counts].sort((a, b) => a[0] - b[0]));
}

export function priceRanges(prices: readonly number[]): PriceBand[] {
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
  return indexes.map((index) => ({
    from: index === 1 ? null : (index - 1) * range,
    to: index === last ? null : index * range,
    count: counts.get(index) ?? 0,
  }));
}

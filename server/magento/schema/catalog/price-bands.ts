// The price filter's bands, fitted to the prices of a listing the way Magento's "Automatic (equalize product
// counts)" price navigation fits them (catalog/layered_navigation/price_range_calculation = improved:
// Magento\Framework\Search\Dynamic\Algorithm\Improved over Magento\Framework\Search\Dynamic\Algorithm):
//
// 1. Fewer than interval_division_limit (default 9) products get no price filter at all.
// 2. How many bands: Scott's rule, range × ∛count / (3.5 × standard deviation), kept between 2 and 10.
// 3. Each border between two bands sits near its quantile (band i ends near i × count / bands), within a 95%
//    confidence window around it, on the roundest price that window holds (₹50,000 before ₹20,000 before
//    ₹10,000 … before ₹0.01); of the borders of one roundness, the one nearest the quantile. A border is taken
//    when its band is within 30% of an equal share; otherwise the nearest border of any roundness tried is.
//    A quantile whose window holds no round price is skipped, and the equal share grows.
// 4. The first band is open below, the last open above, and each band ends where the next begins.
//
// Written from Magento's description of the algorithm, not from its code; its window bookkeeping (loading
// prices from the search engine in slices) is unnecessary here, where every price of the listing is at hand.

export interface PriceBand {
  /** null: open below (the first band). */
  from: number | null;
  /** null: open above (the last band). */
  to: number | null;
  count: number;
}

/** catalog/layered_navigation/interval_division_limit's default. */
export const INTERVAL_DIVISION_LIMIT = 9;
const MIN_BANDS = 2;
const MAX_BANDS = 10;
/** A band may hold this much more or less than an equal share and still be taken at once. */
const SHARE_TOLERANCE = 0.3;
/** The standard normal distribution's quantile for a 95% window. */
const Z_95 = 1.96;
/** A border at most this many steps of one roundness apart from the window's first price. */
const MAX_STEPS_IN_WINDOW = 10;
/** Just above a price: a border equal to the lowest price of a window would leave nothing below it. */
const NUDGE = 0.001;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The roundness steps, roundest first: 100000, 50000, 20000, 10000, …, 0.02, 0.01. */
const STEPS: readonly number[] = [4, 3, 2, 1, 0, -1, -2].flatMap((power) =>
  (power === -2 ? [10, 5, 2, 1] : [10, 5, 2]).map((factor) => round(factor * 10 ** power, 2)),
);

function bandCount(prices: readonly number[]): number {
  const count = prices.length;
  const min = prices[0]!;
  const max = prices[count - 1]!;
  if (count < 2 || max - min <= 0) return 1;
  const mean = prices.reduce((sum, p) => sum + p, 0) / count;
  const deviation = Math.sqrt(prices.reduce((sum, p) => sum + (p - mean) ** 2, 0) / count);
  const scott = deviation > 0 ? ((max - min) * Math.cbrt(count)) / (3.5 * deviation) : MAX_BANDS;
  return Math.min(Math.max(Math.ceil(scott), MIN_BANDS), MAX_BANDS);
}

/** The multiples of each step between `low` and `high`, by step; steps with none (or too many) are left out. */
function roundPrices(low: number, high: number): Map<number, number[]> {
  const [lo, hi] = [round(low, 3), round(high, 3)];
  const byStep = new Map<number, number[]>();
  if (lo > hi) return byStep;
  for (const step of STEPS) {
    const first = Math.ceil(round(lo / step, 7));
    const last = Math.floor(round(hi / step, 7));
    if (last <= 0 || last < first || last - first > MAX_STEPS_IN_WINDOW) continue;
    byStep.set(
      step,
      Array.from({ length: last - first + 1 }, (_, i) => round((first + i) * step, 2)),
    );
  }
  return byStep;
}

/** Index of the first price ≥ value (prices.length when none is). */
function firstAtLeast(prices: readonly number[], value: number): number {
  let [low, high] = [0, prices.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (prices[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The indexes of the prices the border after band `band` (1-based) of `bands` may fall among. */
function quantileWindow(count: number, bands: number, band: number): [number, number] {
  const quantile = (band * count) / bands - 0.5;
  const half = Math.floor(count / 2 / bands);
  const limits = [
    Math.min(Math.floor(quantile - half), Math.floor(quantile)),
    Math.max(Math.ceil(quantile + half - 1), Math.ceil(quantile)),
  ];
  const spread = (Z_95 * Math.sqrt(count * band * (bands - band))) / bands;
  return [
    Math.max(Math.floor(quantile - spread - 1), limits[0]!, 0),
    Math.min(Math.ceil(quantile + spread), limits[1]!, count - 1),
  ];
}

interface Border {
  price: number;
  /** How many prices lie below it. */
  below: number;
  /** How far it is from the quantile, in products × bands. */
  miss: number;
}

/**
 * The round prices a border may take among prices[start..end], roundest step first. A window of one price
 * throughout can only be split below it (the first border: down to the lowest price) or above it (the last
 * border: up to the next price, or the highest when the window's price goes on past it).
 */
function candidates(
  prices: readonly number[],
  [start, end]: [number, number],
  { first, last }: { first: boolean; last: boolean },
): number[][] {
  const [low, high] = [prices[start]!, prices[end]!];
  let byStep = new Map<number, number[]>();
  if (low < high) byStep = roundPrices(low + NUDGE, high);
  else {
    if (first && start > 0) byStep = roundPrices(prices[0]! + NUDGE, high);
    const next = prices[end + 1];
    const top = next !== undefined && next > high ? next : prices[prices.length - 1]!;
    if (last && top > high)
      for (const [step, values] of roundPrices(high + NUDGE, top))
        byStep.set(
          step,
          [...new Set([...(byStep.get(step) ?? []), ...values])].sort((a, b) => a - b),
        );
  }
  return [...byStep].sort((a, b) => b[0] - a[0]).map(([, values]) => values);
}

/** The borders between bands, as Magento's improved algorithm chooses them. */
function borders(prices: readonly number[], bands: number): number[] {
  const count = prices.length;
  const chosen: number[] = [];
  let assigned = 0;
  let skipped = 0;
  // A skipped border's window end: the next window may reach back to it.
  let skippedEnd: number | null = null;
  for (let band = 1; band < bands; band++) {
    const [left, right] = quantileWindow(count, bands, band);
    const start = Math.max(skippedEnd === null ? left : Math.min(left, skippedEnd), assigned);
    skippedEnd = null;
    if (start > right) {
      skipped++;
      skippedEnd = right;
      continue;
    }
    const share = count / (bands - skipped);
    let fallback: Border | null = null;
    let taken: Border | null = null;
    const where = { first: band === 1, last: band === bands - 1 };
    for (const portion of candidates(prices, [start, right], where)) {
      const best = portion
        .map((price) => ({ price, below: firstAtLeast(prices, price) }))
        .filter((b) => b.below > assigned)
        .map((b) => ({ ...b, miss: Math.abs(band * count - b.below * (bands - skipped)) }))
        .reduce<Border | null>((a, b) => (a && a.miss <= b.miss ? a : b), null);
      if (!best) continue;
      if (Math.abs(1 - (best.below - assigned) / share) <= SHARE_TOLERANCE) {
        taken = best;
        break;
      }
      if (!fallback || best.miss < fallback.miss) fallback = best;
    }
    const border = taken ?? fallback;
    if (!border) {
      skipped++;
      skippedEnd = right;
      continue;
    }
    chosen.push(border.price);
    assigned = border.below;
  }
  return chosen;
}

/** The price filter's bands for a listing's final prices (any order); none below the division limit. */
export function priceBands(unsorted: readonly number[], limit = INTERVAL_DIVISION_LIMIT): PriceBand[] {
  if (unsorted.length < limit) return [];
  const prices = [...unsorted].sort((a, b) => a - b);
  const edges = borders(prices, bandCount(prices));
  // A band whose prices are all one price starts at that price (Magento's "equal value" band).
  const starts = [null, ...edges].map((edge, i) => {
    if (edge === null) return null;
    const from = firstAtLeast(prices, edge);
    const to = i < edges.length ? firstAtLeast(prices, edges[i]!) : prices.length;
    return to > from && prices[from] === prices[to - 1] ? prices[from]! : edge;
  });
  return starts.map((from, i) => {
    const to = starts[i + 1] ?? null;
    const below = to === null ? prices.length : firstAtLeast(prices, to);
    return { from, to, count: below - (from === null ? 0 : firstAtLeast(prices, from)) };
  });
}

// INR amounts in the Indian locale (SPEC 9): the normal format shows whole rupees, the float format 2 decimals.

export const CURRENCY = 'INR';
export const DEFAULT_LOCALE = 'en-IN';
export const UNKNOWN_LOCALE_MESSAGE = 'Unable to locate locale';

interface MoneyOptions {
  locale?: string;
  currency?: string;
}

/** ₹1,23,457 — whole rupees, rounded. */
export function formatMoney(value: number, options: MoneyOptions = {}): string {
  return format(value, options, 0);
}

/** ₹1,23,456.70 — always two decimals. */
export function formatMoneyFloat(value: number, options: MoneyOptions = {}): string {
  return format(value, options, 2);
}

function format(value: number, options: MoneyOptions, digits: number): string {
  const { locale = DEFAULT_LOCALE, currency = CURRENCY } = options;
  if (locale === DEFAULT_LOCALE && currency === CURRENCY && Number.isFinite(value) && Math.abs(value) < 1e21)
    return formatRupees(value, digits);
  return formatter(options, digits).format(value);
}

/**
 * What Intl.NumberFormat('en-IN', INR) prints, without it: the first Intl formatter of a page load costs a
 * slow phone ~70 ms (locale data), all of it inside the render that shows the first prices. Same rounding as
 * Intl (half away from zero, on the number's shortest decimal form: 1.005 -> 1.01) and the same minus for
 * negative amounts and -0; money.test.ts compares both over many amounts.
 */
function formatRupees(value: number, digits: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const [integer, fraction] = roundDecimal(Math.abs(value), digits);
  // Indian grouping: the last three digits, then pairs (1,23,45,678).
  const grouped =
    integer.length > 3
      ? `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${integer.slice(-3)}`
      : integer;
  return `${negative ? '-' : ''}₹${grouped}${digits ? `.${fraction}` : ''}`;
}

/** A digit string plus one ('0199' -> '0200', '99' -> '100'), as text: it can be longer than Number counts exactly. */
function incremented(digits: string): string {
  const carry = /9*$/.exec(digits)?.[0].length ?? 0;
  const head = digits.slice(0, digits.length - carry);
  const bumped = head ? head.slice(0, -1) + String(Number(head.at(-1)) + 1) : '1';
  return bumped + '0'.repeat(carry);
}

/** `amount` (finite, >= 0, < 1e21) rounded half up to `digits` decimals: [integer digits, fraction digits]. */
function roundDecimal(amount: number, digits: number): [string, string] {
  const shortest = String(amount);
  // Exponent forms only occur below 1e-6 here, which round to zero at these precisions.
  if (shortest.includes('e')) return ['0', '0'.repeat(digits)];
  const [integer = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [integer, fraction.padEnd(digits, '0')];
  const kept = integer + fraction.slice(0, digits);
  const rounded = Number(fraction[digits]) >= 5 ? incremented(kept) : kept;
  const split = rounded.length - digits;
  return [rounded.slice(0, split).replace(/^0+(?=\d)/, ''), rounded.slice(split)];
}

/**
 * Building an Intl.NumberFormat costs ~100 times more than formatting with one, and a category page formats
 * hundreds of prices: one formatter per locale, currency and precision, made on first use.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter({ locale = DEFAULT_LOCALE, currency = CURRENCY }: MoneyOptions, digits: number) {
  const key = `${locale}|${currency}|${digits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(resolveLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, made);
  }
  return made;
}

/** Intl silently falls back for unknown locales; a price in the wrong locale is a bug we want to see. */
export function resolveLocale(locale: string): string {
  let supported: string[];
  try {
    supported = Intl.NumberFormat.supportedLocalesOf(locale);
  } catch {
    supported = [];
  }
  const [match] = supported;
  if (!match) throw new Error(UNKNOWN_LOCALE_MESSAGE);
  return match;
}

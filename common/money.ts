// INR amounts in the Indian locale (SPEC 9), written by ONE function, formatMoney, on every page. SPEC 9 names a
// "normal" format (whole rupees) and a "float" format (two decimals); a page showing each where it liked is how
// the cart said ₹46,998.00 and checkout ₹46,998, and how rounded lines stopped adding up to their total. So the
// amount decides: whole rupees use the normal format, an amount with paise the float format, never rounded
// away (docs/ARCHITECTURE.md "Money"). A negative amount (a discount) has the minus sign U+2212 before the ₹:
// one style everywhere, read out as "minus" by screen readers (a hyphen is often read as "dash" or not at all).
// The store's own locale (SPEC 7.1 getLocale) replaces the default once known (lib/locale.ts).
import { activeLocale, DEFAULT_LOCALE, setActiveLocale } from './locale';

export const CURRENCY = 'INR';
export { DEFAULT_LOCALE } from './locale';
export const UNKNOWN_LOCALE_MESSAGE = 'Unable to locate locale';
/** The one minus sign of money on screen (U+2212 MINUS SIGN). */
export const MINUS_SIGN = '\u2212';

/** Formats prices in the store's locale (Magento's 'en_IN' form); throws 'Unable to locate locale' (SPEC 8). */
export function setMoneyLocale(locale: string): void {
  setActiveLocale(checkedLocale(locale.replace('_', '-')));
}

interface MoneyOptions {
  locale?: string;
  currency?: string;
}

/**
 * ₹1,23,456 for a whole number of rupees, ₹1,23,456.70 when there are paise (rounded to the paisa, as the shop
 * computes), −₹500 for a negative amount. An amount that rounds to zero paise is ₹0, never −₹0.
 */
export function formatMoney(value: number, options: MoneyOptions = {}): string {
  const { locale = activeLocale(), currency = CURRENCY } = options;
  const magnitude = Math.abs(value);
  // The shop's amounts are whole paise, so rounding to them decides (a half paisa never comes from the shop).
  const digits = Number.isInteger(magnitude) || Math.round(magnitude * 100) % 100 === 0 ? 0 : 2;
  const fast = locale === DEFAULT_LOCALE && currency === CURRENCY ? formatRupees(magnitude, digits) : null;
  const text = fast ?? formatter({ locale, currency }, digits).format(magnitude);
  return value < 0 && /[1-9]/.test(text) ? `${MINUS_SIGN}${text}` : text;
}

/**
 * en-IN rupees without Intl, exactly as Intl writes them (money.test.ts compares the two over many amounts): a
 * page's first Intl.NumberFormat costs 40-120 ms on this machine's Chromium (ICU loading its data), a long task on
 * every page that shows a price. Rounds half away from zero on the shortest decimal form, as Intl does; null for
 * what it does not handle (exponent forms, NaN, infinities), which Intl then formats.
 */
export function formatRupees(value: number, digits: 0 | 2): string | null {
  const decimal = String(Math.abs(value));
  // Up to 13 whole digits, so that the units below stay exact integers (under 2^53).
  if (!/^\d{1,13}(\.\d+)?$/.test(decimal)) return null;
  const [whole, fraction = ''] = decimal.split('.');
  // Round on the decimal digits: value * 100 would turn 1.005 into 100.49999999999999.
  const roundUp = (fraction[digits] ?? '0') >= '5' ? 1 : 0;
  const units = Number(whole + fraction.padEnd(digits, '0').slice(0, digits)) + roundUp;
  const text = String(units).padStart(digits + 1, '0');
  const integer = text.slice(0, text.length - digits);
  const grouped =
    integer.length <= 3
      ? integer
      : `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${integer.slice(-3)}`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}₹${grouped}${digits ? `.${text.slice(-digits)}` : ''}`;
}

/**
 * Building an Intl.NumberFormat costs ~100 times more than formatting with one, and a category page formats
 * hundreds of prices: one formatter per locale, currency and precision, made on first use.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter({ locale = activeLocale(), currency = CURRENCY }: MoneyOptions, digits: number) {
  const key = `${locale}|${currency}|${digits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(checkedLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, made);
  }
  return made;
}

/**
 * The default needs no check: every browser the shop supports formats en-IN. And checking costs: asking Intl
 * which locales it supports before it has formatted anything loads its locale list (~40 ms on a slow phone).
 */
const checkedLocale = (locale: string) => (locale === DEFAULT_LOCALE ? locale : resolveLocale(locale));

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

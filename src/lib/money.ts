// INR amounts in the Indian locale (SPEC 9): the normal format shows whole rupees, the float format 2 decimals.
// The store's own locale (SPEC 7.1 getLocale) replaces the default once known (lib/locale.ts).
import { activeLocale, DEFAULT_LOCALE, setActiveLocale } from './locale';

export const CURRENCY = 'INR';
export { DEFAULT_LOCALE } from './locale';
export const UNKNOWN_LOCALE_MESSAGE = 'Unable to locate locale';

/** Formats prices in the store's locale (Magento's 'en_IN' form); throws 'Unable to locate locale' (SPEC 8). */
export function setMoneyLocale(locale: string): void {
  setActiveLocale(checkedLocale(locale.replace('_', '-')));
}

interface MoneyOptions {
  locale?: string;
  currency?: string;
}

/** ₹1,23,457 — whole rupees, rounded. */
export function formatMoney(value: number, options: MoneyOptions = {}): string {
  return formatter(options, 0).format(value);
}

/** ₹1,23,456.70 — always two decimals. */
export function formatMoneyFloat(value: number, options: MoneyOptions = {}): string {
  return formatter(options, 2).format(value);
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

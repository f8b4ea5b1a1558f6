// The locale the app formats in: en-IN by default (SPEC 9) until the store's own replaces it (SPEC 7.1
// getLocale, lib/money setMoneyLocale). Kept apart from the formatting code so that subscribing to it costs
// the first page almost nothing.
export const DEFAULT_LOCALE = 'en-IN';

let active = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export const activeLocale = (): string => active;

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes a locale already checked (lib/money resolveLocale) and tells the subscribers. */
export function setActiveLocale(locale: string): void {
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

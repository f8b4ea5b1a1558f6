import { useSyncExternalStore } from 'react';
import { activeLocale, onLocaleChange } from '../../../common/locale';

/** The locale prices are formatted in; the caller re-renders when the store's locale replaces the default. */
export function useMoneyLocale(): string {
  return useSyncExternalStore(onLocaleChange, activeLocale);
}

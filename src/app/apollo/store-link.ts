// Magento picks the store view from the `store` header and the display currency from Content-Currency.
import { ApolloLink } from '@apollo/client';
import { BrowserPersistence, DEFAULT_STORE_VIEW_CODE, STORAGE_KEYS } from '../../lib/storage';
import { addHeaders } from './headers';

export function createStoreLink(storage: BrowserPersistence): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const storeCode = storage.getItem<string>(STORAGE_KEYS.storeViewCode) || DEFAULT_STORE_VIEW_CODE;
    const currency = storage.getItem<string>(STORAGE_KEYS.storeViewCurrency);
    addHeaders(operation, { store: storeCode, ...(currency ? { 'Content-Currency': currency } : {}) });
    return forward(operation);
  });
}

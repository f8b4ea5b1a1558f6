// Magento varies its full-page cache by X-Magento-Cache-Id (customer group, store, currency): the id it sends
// back is stored and resent so GET queries hit the right cache entry.
import { map } from 'rxjs';
import { ApolloLink } from '@apollo/client';
import { BrowserPersistence, STORAGE_KEYS } from '../../lib/storage';
import { addHeaders } from './headers';

export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

export function createCacheIdLink(storage: BrowserPersistence): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const cacheId = storage.getItem<string>(STORAGE_KEYS.magentoCacheId);
    if (cacheId) addHeaders(operation, { [CACHE_ID_HEADER]: cacheId });
    return forward(operation).pipe(
      map((result) => {
        const { response } = operation.getContext() as { response?: Response };
        const received = response?.headers.get(CACHE_ID_HEADER);
        if (received && received !== cacheId) storage.setItem(STORAGE_KEYS.magentoCacheId, received);
        return result;
      }),
    );
  });
}

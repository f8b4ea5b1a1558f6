import { gql, InMemoryCache } from '@apollo/client';
import { persistCache } from './apollo-cache';
import { BrowserPersistence } from './storage';

const QUERY = gql`
  query Name {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const data = (name: string) => ({
  storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: name },
});

describe('persistCache', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves the cache one debounce interval after the first change, batching later ones', () => {
    const storage = new BrowserPersistence();
    const cache = new InMemoryCache();
    const persistor = persistCache(cache, storage, 'apollo_cache_default', 1000);
    cache.writeQuery({ query: QUERY, data: data('One') });
    jest.advanceTimersByTime(500);
    cache.writeQuery({ query: QUERY, data: data('Two') });
    expect(storage.getItem('apollo_cache_default')).toBeUndefined();
    jest.advanceTimersByTime(500);
    expect(JSON.stringify(storage.getItem('apollo_cache_default'))).toContain('"store_name":"Two"');
    persistor.stop();
  });

  it('restores what was saved, and ignores a corrupt saved copy', () => {
    const storage = new BrowserPersistence();
    const first = new InMemoryCache();
    persistCache(first, storage, 'k').stop();
    first.writeQuery({ query: QUERY, data: data('Saved') });
    storage.setItem('k', first.extract());

    const restored = new InMemoryCache();
    persistCache(restored, storage, 'k').stop();
    expect(restored.readQuery({ query: QUERY })).toEqual(data('Saved'));

    storage.setItem('k', 'garbage');
    const fresh = new InMemoryCache();
    expect(() => persistCache(fresh, storage, 'k').stop()).not.toThrow();
    expect(fresh.readQuery({ query: QUERY })).toBeNull();
  });

  it('saves evictions too, so cleared data does not come back after a reload', () => {
    const storage = new BrowserPersistence();
    const cache = new InMemoryCache();
    const persistor = persistCache(cache, storage, 'k', 1000);
    cache.writeQuery({ query: QUERY, data: data('Gone') });
    persistor.flush();
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'storeConfig' });
    jest.advanceTimersByTime(1000);
    const restored = new InMemoryCache();
    persistCache(restored, storage, 'k').stop();
    expect(restored.readQuery({ query: QUERY })).toBeNull();
    persistor.stop();
  });
});

import { gql, InMemoryCache } from '@apollo/client';
import { CACHE_SAVE_DEBOUNCE_MS, CACHE_SAVE_MAX_WAIT_MS, persistCache } from './apollo-cache';
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

  it('saves the cache once changes settle for a debounce interval, batching them', () => {
    const storage = new BrowserPersistence();
    const cache = new InMemoryCache();
    const persistor = persistCache(cache, storage, 'apollo_cache_default', 1000);
    cache.writeQuery({ query: QUERY, data: data('One') });
    jest.advanceTimersByTime(500);
    cache.writeQuery({ query: QUERY, data: data('Two') });
    jest.advanceTimersByTime(500);
    expect(storage.getItem('apollo_cache_default')).toBeUndefined(); // still changing: not yet
    jest.advanceTimersByTime(500);
    expect(JSON.stringify(storage.getItem('apollo_cache_default'))).toContain('"store_name":"Two"');
    persistor.stop();
  });

  it('waits CACHE_SAVE_DEBOUNCE_MS of quiet by default, with one timer however many writes', () => {
    const storage = new BrowserPersistence();
    const cache = new InMemoryCache();
    const persistor = persistCache(cache, storage, 'k');
    const setTimer = jest.spyOn(globalThis, 'setTimeout');
    for (let n = 0; n < 200; n++) cache.writeQuery({ query: QUERY, data: data(`Write ${n}`) });
    // A page's load writes hundreds of times: setting a timer for each cost a slow phone milliseconds.
    expect(setTimer).toHaveBeenCalledTimes(1);
    setTimer.mockRestore();
    jest.advanceTimersByTime(CACHE_SAVE_DEBOUNCE_MS - 1);
    expect(storage.getItem('k')).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(JSON.stringify(storage.getItem('k'))).toContain('"store_name":"Write 199"');
    persistor.stop();
  });

  it('a page that never stops changing still saves every CACHE_SAVE_MAX_WAIT_MS', () => {
    const storage = new BrowserPersistence();
    const cache = new InMemoryCache();
    const persistor = persistCache(cache, storage, 'k', 1000);
    for (let second = 0; second < CACHE_SAVE_MAX_WAIT_MS / 1000; second++) {
      cache.writeQuery({ query: QUERY, data: data(`Change ${second}`) });
      jest.advanceTimersByTime(900);
    }
    cache.writeQuery({ query: QUERY, data: data('Latest') });
    jest.advanceTimersByTime(CACHE_SAVE_MAX_WAIT_MS / 10);
    expect(JSON.stringify(storage.getItem('k'))).toContain('"store_name":"Latest"');
    persistor.stop();
  });

  it('saves at once when the page is hidden, so a closed tab loses nothing', () => {
    const storage = new BrowserPersistence();
    const cache = new InMemoryCache();
    const persistor = persistCache(cache, storage, 'k', 1000);
    cache.writeQuery({ query: QUERY, data: data('Before closing') });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(JSON.stringify(storage.getItem('k'))).toContain('"store_name":"Before closing"');
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

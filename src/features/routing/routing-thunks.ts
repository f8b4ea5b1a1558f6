// Routing side effects that reach browser storage or reload the page, through the store's services.
import { createServiceThunk } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';
import { VISITED_PATHS_LIMIT } from './constants';
import { rememberPath } from './route-rules';

/** SPEC 2.3: the last 5 visited paths (with query), most recent first, without duplicates. */
export const pathVisited = createServiceThunk('routing/pathVisited', (path: string, { extra }) => {
  const stored = extra.storage.getItem<unknown>(STORAGE_KEYS.visitedPaths);
  const previous = Array.isArray(stored)
    ? stored.filter((entry): entry is string => typeof entry === 'string')
    : [];
  extra.storage.setItem(STORAGE_KEYS.visitedPaths, rememberPath(previous, path, VISITED_PATHS_LIMIT));
});

/**
 * SPEC 2.3: a URL starting with another store's code makes that store view the active one. Everything about
 * the page (catalogue, prices, cached data) depends on it, so the page is loaded again from scratch.
 */
export const storeViewSwitched = createServiceThunk(
  'routing/storeViewSwitched',
  ({ code, currency }: { code: string; currency: string | null }, { extra }) => {
    extra.storage.setItem(STORAGE_KEYS.storeViewCode, code);
    if (currency) extra.storage.setItem(STORAGE_KEYS.storeViewCurrency, currency);
    else extra.storage.removeItem(STORAGE_KEYS.storeViewCurrency);
    extra.reload();
  },
);

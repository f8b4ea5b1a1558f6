// The inlined queries (lib/inlined-data.ts) the app adopts before its first render: the shell's, the route's
// and the home page's, whose documents the entry chunk carries anyway. A page's own are adopted with that
// page's code (first-page.ts), the locale with its own (locale.ts). Imported by the server too
// (first-page-queries.ts), so by path, without React or CSS.
import type { InlinableQuery } from '../lib/inlined-data';
import { GET_STORE_CONFIG_DATA } from './shell/api/shell.graphql';
import { INLINABLE_HOME } from '../features/home/inlinable';
import { INLINABLE_ROUTE, INLINABLE_STORES } from '../features/routing/inlined-route';

export const INLINABLE_SHELL: Record<string, InlinableQuery> = {
  GetStoreConfigData: { query: GET_STORE_CONFIG_DATA },
  ...INLINABLE_STORES,
};

export const INLINABLE_AT_START: Record<string, InlinableQuery> = {
  ...INLINABLE_SHELL,
  ...INLINABLE_ROUTE,
  ...INLINABLE_HOME,
};

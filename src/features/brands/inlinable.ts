// The brands' query the server may inline into the home page's HTML (app/first-page-queries.ts): the home
// page's brand section is on a phone's first screen. Data only, imported by path (the server imports it too).
import type { InlinableQuery, InlinedRequest } from '../../lib/inlined-data';
import { GET_BRANDS } from './api/brands.graphql';
import { BRANDS_SHOWN } from './constants';

export const INLINABLE_BRANDS: Record<string, InlinableQuery> = { GetBrands: { query: GET_BRANDS } };

/** What the home page's brand section asks on its first render (hooks/use-brands.ts). */
export const HOME_BRANDS_REQUEST: InlinedRequest = {
  operation: 'GetBrands',
  variables: { pageSize: BRANDS_SHOWN },
};

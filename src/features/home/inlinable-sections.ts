// The home page's sections whose answers the server may inline into index.html at / (lib/inlined-data.ts):
// the brands and the top categories, both on a phone's first screen. Inlined, they render with the page
// instead of as skeletons that a network answer and a second render replace. Adopted when the home page's
// code arrives (app/first-page.ts), so their documents stay out of the entry chunk. Imported by the server
// too (first-page-queries.ts): data only, by path.
import type { InlinableQuery, InlinedRequest } from '../../lib/inlined-data';
import { GET_BRANDS } from '../brands/api/brands.graphql';
import { BRANDS_SHOWN } from '../brands/constants';
import { GET_HOME_CATEGORIES } from './api/home-categories.graphql';

export const INLINABLE_HOME_SECTIONS: Record<string, InlinableQuery> = {
  GetBrands: { query: GET_BRANDS },
  GetHomeCategories: { query: GET_HOME_CATEGORIES },
};

/** What the home page's sections ask on their first render, with the variables they ask with. */
export const HOME_SECTION_REQUESTS: InlinedRequest[] = [
  { operation: 'GetBrands', variables: { pageSize: BRANDS_SHOWN } },
  { operation: 'GetHomeCategories', variables: {} },
];

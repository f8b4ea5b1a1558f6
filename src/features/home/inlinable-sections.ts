// The home page's top categories, whose answer the server may inline into index.html at / (lib/inlined-data.ts)
// with the brands' (features/brands/inlinable.ts): both are on a phone's first screen, and inlined they render
// with the page instead of as skeletons that a network answer and a second render replace. Adopted when the
// home page's code arrives (app/first-page.ts), so the documents stay out of the entry chunk. Imported by the
// server too (app/first-page-queries.ts): data only, by path.
import type { InlinableQuery, InlinedRequest } from '../../lib/inlined-data';
import { GET_HOME_CATEGORIES } from './api/home-categories.graphql';

export const INLINABLE_HOME_SECTIONS: Record<string, InlinableQuery> = {
  GetHomeCategories: { query: GET_HOME_CATEGORIES },
};

/** What the top categories section asks on its first render (hooks/use-home-categories.ts). */
export const HOME_CATEGORIES_REQUEST: InlinedRequest = { operation: 'GetHomeCategories', variables: {} };

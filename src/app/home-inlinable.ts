// The home page's own inlinable queries, its brands' and top categories' (the features' inlinable files): the
// server inlines their answers (first-page-queries.ts), and first-page.ts adopts them when the home page's code
// arrives, under its chunk name, so that their documents stay out of the entry chunk. Data only, by path.
import { INLINABLE_BRANDS } from '../features/brands/inlinable';
import { INLINABLE_HOME_SECTIONS } from '../features/home/inlinable-sections';
import type { InlinableQuery } from '../lib/inlined-data';

export const INLINABLE_HOME_PAGE: Record<string, InlinableQuery> = {
  ...INLINABLE_BRANDS,
  ...INLINABLE_HOME_SECTIONS,
};

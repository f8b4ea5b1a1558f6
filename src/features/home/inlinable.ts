// The home page's first-screen queries the server may inline into index.html at / (see lib/inlined-data.ts):
// with them the banner's slides are known on the first render, so its image is asked for at once.
import type { InlinableQuery } from '../../lib/inlined-data';
import { GET_HOME_CONTENT, GET_HOME_PAGE_ID } from './api/home.graphql';

export const INLINABLE_HOME: Record<string, InlinableQuery> = {
  GetHomePageId: { query: GET_HOME_PAGE_ID },
  GetHomeContent: { query: GET_HOME_CONTENT },
};

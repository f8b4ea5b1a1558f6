// The link chain, in Peregrine's order: queue mutations → retry network failures → auth → cache id →
// store/currency → drop stock errors → HTTP. Retry sits above the header links so a retried request is
// rebuilt with the current token and cache id.
import { ApolloLink } from '@apollo/client';
import type { BrowserPersistence } from '../../lib/storage';
import { MutationQueueLink } from './mutation-queue-link';
import { createRetryLink } from './retry-link';
import { createAuthLink } from './auth-link';
import { createCacheIdLink } from './cache-id-link';
import { createStoreLink } from './store-link';
import { createErrorFilterLink } from './error-filter-link';
import { createHttpLink } from './http-link';

export function createLinks(storage: BrowserPersistence, fetchImpl?: typeof fetch): ApolloLink {
  return ApolloLink.from([
    new MutationQueueLink(),
    createRetryLink(),
    createAuthLink(storage),
    createCacheIdLink(storage),
    createStoreLink(storage),
    createErrorFilterLink(),
    createHttpLink(fetchImpl),
  ]);
}

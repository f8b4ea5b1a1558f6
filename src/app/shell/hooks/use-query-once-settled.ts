import type { DocumentNode, OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';

interface Options {
  variables?: OperationVariables;
  skip?: boolean;
  fetchPolicy?: 'cache-first' | 'cache-and-network' | 'network-only';
  nextFetchPolicy?: 'cache-first';
}

/**
 * A query the shell asks for only once the first page has settled (lib/page-settled.ts): the header's badges,
 * which must not delay the page's own data on a slow phone. Until then it answers from the cache alone (what an
 * earlier visit saved, or what the page has fetched meanwhile).
 */
export function useQueryOnceSettled<T>(
  query: DocumentNode,
  { variables, skip = false, fetchPolicy = 'cache-first', nextFetchPolicy }: Options,
) {
  const settled = usePageSettled();
  const saved = useQuery<T>(query, { variables, skip: skip || settled, fetchPolicy: 'cache-only' });
  const asked = useQuery<T>(query, {
    variables,
    skip: skip || !settled,
    fetchPolicy,
    ...(nextFetchPolicy ? { nextFetchPolicy } : {}),
  });
  return settled ? asked : saved;
}

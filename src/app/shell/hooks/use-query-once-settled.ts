import type { DocumentNode, OperationVariables } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';

interface Options {
  variables?: OperationVariables;
  skip?: boolean;
  /** 'network' asks the shop once settled even when the cache has an answer; 'cache' only when it has none. */
  ask?: 'network' | 'cache';
}

/**
 * A query the shell asks for only once the first page has settled (lib/page-settled.ts): the header's badges,
 * which must not delay the page's own data on a slow phone. It reads the cache (what an earlier visit saved,
 * or what the page has fetched meanwhile) and shows the shop's answer when it arrives. One watcher: each
 * useQuery costs the first render a few milliseconds on a phone, even skipped.
 */
export function useQueryOnceSettled<T>(
  query: DocumentNode,
  { variables, skip = false, ask = 'cache' }: Options,
) {
  const settled = usePageSettled();
  const client = useApolloClient();
  const result = useQuery<T>(query, { variables, skip, fetchPolicy: 'cache-only' });
  const key = JSON.stringify(variables ?? {});
  useEffect(() => {
    if (!settled || skip) return;
    const fetchPolicy = ask === 'network' ? 'network-only' : 'cache-first';
    // The answer lands in the cache, which the watcher above reads; a failure leaves what it shows.
    void client
      .query({ query, variables: JSON.parse(key) as OperationVariables, fetchPolicy })
      .catch(() => {});
  }, [settled, skip, ask, key, client, query]);
  return result;
}

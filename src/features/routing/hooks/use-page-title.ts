import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_STORE_NAME, type StoreView } from '../api/routing.graphql';
import { ROUTING_MESSAGES } from '../messages';

/**
 * Sets document.title to '{page} - {store name}' (SPEC 2.3, for every page: SPEC names no page titled by the
 * store name alone). Without a page name yet (a page still loading) the title is left as it is.
 */
export function usePageTitle(page: string | null | undefined): void {
  const { data } = useQuery<{ storeConfig: StoreView | null }>(GET_STORE_NAME);
  const storeName = data?.storeConfig?.store_name || ROUTING_MESSAGES.defaultStoreName;
  useEffect(() => {
    if (page) document.title = `${page} - ${storeName}`;
  }, [page, storeName]);
}

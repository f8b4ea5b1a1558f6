import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_STORE_NAME, type StoreView } from '../api/routing.graphql';
import { ROUTING_MESSAGES } from '../messages';

/** Sets document.title to '{page} - {store name}' (SPEC 2.3); just the store name when there is no page name. */
export function usePageTitle(page: string | null | undefined): void {
  const { data } = useQuery<{ storeConfig: StoreView | null }>(GET_STORE_NAME);
  const storeName = data?.storeConfig?.store_name || ROUTING_MESSAGES.defaultStoreName;
  useEffect(() => {
    document.title = page ? `${page} - ${storeName}` : storeName;
  }, [page, storeName]);
}

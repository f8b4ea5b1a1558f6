import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_PRODUCT_URL_SUFFIX, type ProductUrlSuffixData } from '../api/product-card.graphql';

/** The store's product URL suffix; null while it loads; undefined: no list around the card asks for it. */
const SuffixContext = createContext<string | null | undefined>(undefined);

/**
 * Asks for the store's product URL suffix once for every card inside (a grid, a carousel), instead of once per
 * card: each card's own query was a cache watch set up when it mounted, two dozen on the home page.
 */
export function ProductUrlSuffix({ children }: { children: ReactNode }) {
  const { data } = useQuery<ProductUrlSuffixData>(GET_PRODUCT_URL_SUFFIX);
  return (
    <SuffixContext.Provider value={data?.storeConfig?.product_url_suffix ?? null}>
      {children}
    </SuffixContext.Provider>
  );
}

/** The suffix a surrounding ProductUrlSuffix provides: string or null (loading); undefined when none does. */
export const useProvidedUrlSuffix = () => useContext(SuffixContext);

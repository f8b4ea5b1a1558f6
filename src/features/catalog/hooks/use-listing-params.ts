import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListingKind } from '../constants';
import { parseListingParams, withListingParams, type ListingParams } from '../listing-params';

export interface ListingParamsView {
  params: ListingParams;
  /** The query string (with '?') of the listing with some of its state changed. */
  searchFor: (next: Partial<ListingParams>) => string;
  /** Goes to the listing with some of its state changed, as a new history entry (back undoes it). */
  update: (next: Partial<ListingParams>, options?: { replace?: boolean }) => void;
}

/** The listing's filters, sort and page, held in the URL query. */
export function useListingParams(kind: ListingKind): ListingParamsView {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListingParams(searchParams, kind), [searchParams, kind]);
  const next = useCallback(
    (change: Partial<ListingParams>) => withListingParams(searchParams, { ...params, ...change }, kind),
    [searchParams, params, kind],
  );
  const searchFor = useCallback((change: Partial<ListingParams>) => `?${next(change)}`, [next]);
  const update = useCallback(
    (change: Partial<ListingParams>, options?: { replace?: boolean }) =>
      setSearchParams(next(change), { replace: options?.replace ?? false }),
    [next, setSearchParams],
  );
  return { params, searchFor, update };
}

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import { readRecentlyViewed, recordRecentlyViewed, subscribeToRecentlyViewed } from '../recently-viewed-skus';

/**
 * The SKUs of the products opened lately, most recent first, without `exclude` (the product being viewed), the
 * same in every tab. Signing out clears them in this tab without a storage event: the session's change renders
 * the reader again, and it reads storage afresh.
 */
export function useRecentlyViewedSkus(exclude?: string | null): string[] {
  const { storage } = useAppStore().services;
  useAppSelector(selectIsSignedIn);
  const snapshot = useSyncExternalStore(
    subscribeToRecentlyViewed,
    () => JSON.stringify(readRecentlyViewed(storage)),
    () => '[]',
  );
  return useMemo(
    () => (JSON.parse(snapshot) as string[]).filter((sku) => sku !== exclude),
    [snapshot, exclude],
  );
}

/** Remembers the product page's product once it is known. */
export function useRecordRecentlyViewed(sku: string | null | undefined): void {
  const { storage } = useAppStore().services;
  useEffect(() => {
    if (sku) recordRecentlyViewed(storage, sku);
  }, [storage, sku]);
}

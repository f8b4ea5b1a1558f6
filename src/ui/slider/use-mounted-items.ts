import { startTransition, useCallback, useState } from 'react';

/**
 * How many of a slider's `count` items have content: those up to `reach` (the items in view and the next), never
 * fewer than were once reached, and all of them once the shopper reaches for the slider (a pointer over it, a
 * touch, focus inside). A page of carousels mounted whole is a dozen product cards per carousel, each commit one
 * long task and a style and layout pass on a phone, for items nobody may ever page to; paging mounts what it
 * shows at once, and reaching for the slider mounts the rest before the first swipe or click lands.
 */
export function useMountedItems(reach: number, count: number): { reached: number; reachFor: () => void } {
  const [furthest, setFurthest] = useState(reach);
  const [engaged, setEngaged] = useState(false);
  // Paging back keeps what paging forward mounted (its pictures stay loaded).
  if (reach > furthest) setFurthest(reach);
  const reachFor = useCallback(() => {
    if (!engaged) startTransition(() => setEngaged(true));
  }, [engaged]);
  return { reached: engaged ? count : Math.min(count, Math.max(reach, furthest)), reachFor };
}

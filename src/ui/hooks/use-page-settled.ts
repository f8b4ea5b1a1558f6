import { startTransition, useEffect, useState } from 'react';
import { isPageSettled, whenPageSettled } from '../../lib/page-settled';

/** False until the first page has settled (see whenPageSettled), then true for good. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(isPageSettled);
  useEffect(() => {
    if (done) return;
    let live = true;
    // A transition: what settling brings (the header's badges, checkout's second thoughts) renders time-sliced.
    void whenPageSettled().then(() => live && startTransition(() => setDone(true)));
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}

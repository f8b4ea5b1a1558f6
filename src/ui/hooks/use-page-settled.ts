import { useEffect, useState } from 'react';
import { isPageSettled, whenPageSettled } from '../../lib/page-settled';

/** False until the first page has settled (see whenPageSettled), then true for good. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(isPageSettled);
  useEffect(() => {
    if (done) return;
    let live = true;
    void whenPageSettled().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}

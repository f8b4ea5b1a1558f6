import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/** Locks page scrolling while `locked`; counted, so two open overlays unlock only when both have closed. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [locked]);
}

import { useEffect, useRef, useState } from 'react';
import { NEAR_VIEWPORT_MARGIN } from '../constants';

/**
 * True once the element has come near the viewport, so content below the fold (and its code) loads only
 * when the shopper scrolls towards it. Without IntersectionObserver everything is near.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

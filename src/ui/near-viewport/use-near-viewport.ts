import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, so content below the fold (and its code)
 * loads only when the shopper scrolls towards it. Without IntersectionObserver everything is near.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what mounts below the fold renders time-sliced, never as one long task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints shared by JavaScript-driven layout switches (SPEC 2.4, 9). */
export const MOBILE_SHELL_QUERY = '(max-width: 959px)';
export const MOBILE_MODAL_QUERY = '(max-width: 768px)';

function getMatcher(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a media query matches now, re-rendering on change. Views that differ in content (not only in
 * style) between phone and desktop use this, so the hidden variant is not in the DOM or the a11y tree at all.
 * Without matchMedia (old browsers, tests that do not set it) the desktop layout is used.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const matcher = getMatcher(query);
      matcher?.addEventListener('change', onChange);
      return () => matcher?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => getMatcher(query)?.matches ?? false,
    () => false,
  );
}

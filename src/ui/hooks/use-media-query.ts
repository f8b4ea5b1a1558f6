import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints shared by JavaScript-driven layout switches (SPEC 2.4, 9). */
export const MOBILE_SHELL_QUERY = '(max-width: 959px)';
export const MOBILE_MODAL_QUERY = '(max-width: 768px)';

/**
 * One live MediaQueryList per query: React reads a snapshot on every render of every user, and each
 * matchMedia() call parses the query anew (milliseconds in all on a slow phone's first render). The lists
 * are kept for the matchMedia they came from (tests replace it).
 */
let matchers = new Map<string, MediaQueryList>();
let matchedWith: typeof window.matchMedia | null = null;

function getMatcher(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (matchedWith !== window.matchMedia) {
    matchers = new Map();
    matchedWith = window.matchMedia;
  }
  let matcher = matchers.get(query);
  if (!matcher) matchers.set(query, (matcher = window.matchMedia(query)));
  return matcher;
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

import { useCallback, useSyncExternalStore } from 'react';

export { MOBILE_MODAL_QUERY, MOBILE_SHELL_QUERY } from '../breakpoints';

/**
 * One live MediaQueryList per query: React reads a snapshot on every render of every user and subscribes in
 * the first commit's effects, and each matchMedia() call parses the query anew and may make the browser bring
 * its styles up to date first (milliseconds in all on a slow phone's first render). The lists are kept for the
 * matchMedia they came from (tests replace it).
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

/** Whether a media query matches now (false without matchMedia: the desktop layout). */
export const mediaMatches = (query: string): boolean => getMatcher(query)?.matches ?? false;

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
    () => mediaMatches(query),
    () => false,
  );
}

declare global {
  interface Window {
    /** Set by a server that renders the first page's type into the HTML; the first load then stays blank. */
    INLINED_PAGE_TYPE?: string;
  }
}

/** True until the catch-all has rendered once: only the very first load can have an inlined page type. */
let firstLoad = true;

export function consumeInlinedPageType(): string | undefined {
  if (!firstLoad) return undefined;
  firstLoad = false;
  return typeof window === 'undefined' ? undefined : window.INLINED_PAGE_TYPE;
}

// DOMPurify is only needed once CMS HTML is on screen, so it is loaded on demand (its own chunk). Kept apart
// from sanitize.ts so what renders CMS content carries the loader only; the renderer brings the sanitising.
import type { DOMPurify } from 'dompurify';

let loading: Promise<DOMPurify> | null = null;
let loaded: DOMPurify | null = null;

export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => {
    const purify = module.default;
    // Links that open a new tab must not hand the new page a handle on this one.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    loaded = purify;
    return purify;
  });
  return loading;
}

/** The sanitizer if it has already loaded (lets a second render skip the loading state). */
export function loadedSanitizer(): DOMPurify | null {
  return loaded;
}

// Sanitising CMS HTML with DOMPurify (loaded on demand by load-sanitizer.ts, re-exported here).
import type { Config, DOMPurify } from 'dompurify';

export { loadedSanitizer, loadSanitizer } from './load-sanitizer';

const BASE_CONFIG: Config = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form'],
  FORBID_ATTR: ['srcdoc'],
};

/**
 * Script, event handlers and javascript: URLs removed; target kept for links that open a new tab.
 * withoutLinks also drops anchors (keeping their text), for HTML shown inside a link.
 */
export function sanitizeHtml(
  purify: DOMPurify,
  html: string,
  { withoutLinks = false }: { withoutLinks?: boolean } = {},
): string {
  const config = withoutLinks
    ? { ...BASE_CONFIG, FORBID_TAGS: [...(BASE_CONFIG.FORBID_TAGS as string[]), 'a'] }
    : BASE_CONFIG;
  return purify.sanitize(html, config);
}

const VIDEO_FRAME = '[data-content-type="video"] iframe[data-element="video"]';

/**
 * Page Builder HTML sanitised into a DOM fragment for the renderer to parse (never inserted as is). The one
 * iframe content may carry is a Page Builder video's player: it becomes an inert placeholder keeping only its
 * URL, and the renderer decides whether that host may be framed. Every other iframe is removed.
 */
export function sanitizeToFragment(purify: DOMPurify, html: string): DocumentFragment {
  // DOMPurify answers null when the markup leaves the document without a body (a <frameset>): nothing is left.
  const fragment =
    purify.sanitize(html, { ...BASE_CONFIG, ADD_TAGS: ['iframe'], RETURN_DOM_FRAGMENT: true }) ??
    document.createDocumentFragment();
  for (const frame of Array.from(fragment.querySelectorAll('iframe'))) {
    const src = frame.getAttribute('src');
    if (src && frame.matches(VIDEO_FRAME)) {
      const placeholder = frame.ownerDocument.createElement('span');
      placeholder.setAttribute('data-element', 'video');
      placeholder.setAttribute('data-video-src', src);
      frame.replaceWith(placeholder);
    } else {
      frame.remove();
    }
  }
  return fragment;
}

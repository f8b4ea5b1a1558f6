/** Paths the server answers itself (files, APIs): never client routes even on our own origin. */
const SERVER_PATHS = /^\/(media|static|rest|graphql|pub)\//;

/**
 * The in-app path a clicked CMS link should open, or null to let the browser do a full page load
 * (other origins, new tabs, downloads, modified clicks, non-http links).
 */
export function inAppPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !anchor.hasAttribute('href')) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol) || SERVER_PATHS.test(url.pathname))
    return null;
  return url.pathname + url.search + url.hash;
}

import { inAppPath, opensElsewhere } from '../../lib/navigation';

/**
 * The in-app path a clicked CMS link should open, or null to let the browser do a full page load
 * (other origins, new tabs, downloads, modified clicks, non-http links).
 */
export function inAppPathOfClick(event: MouseEvent): string | null {
  if (event.defaultPrevented || opensElsewhere(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  return inAppPath(anchor.getAttribute('href') ?? '');
}

// Pure rules of the catch-all route (SPEC 2.3), kept apart from React so each is easy to read and test.
import { OLD_REFERRAL_PATTERN, PROGRAMME_STORES, REDIRECT_CODES } from './constants';
import type { RouteResult, RouteType } from './api/routing.graphql';

export type RouteDecision =
  | { kind: 'not-found' }
  | { kind: 'external'; url: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'resolved'; type: RouteType; id: string; name: string };

export function isOldReferralPath(pathname: string): boolean {
  return OLD_REFERRAL_PATTERN.test(pathname);
}

export function withLeadingSlash(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}

/** What to do with a route(url) result: go elsewhere, show a page, or say it does not exist. */
export function decideRoute(route: RouteResult | null | undefined): RouteDecision {
  if (!route) return { kind: 'not-found' };
  const { relative_url: relativeUrl, redirect_code: code, type } = route;
  if (relativeUrl && /^https?:\/\//i.test(relativeUrl)) return { kind: 'external', url: relativeUrl };
  if (relativeUrl && (REDIRECT_CODES as readonly number[]).includes(code)) {
    return { kind: 'redirect', to: withLeadingSlash(relativeUrl) };
  }
  const id = type === 'CMS_PAGE' ? route.identifier : route.uid;
  if (!type || !id) return { kind: 'not-found' };
  return { kind: 'resolved', type, id, name: route.title ?? route.name ?? '' };
}

/**
 * The store code a path starts with (`/student/x` -> 'student'), if it is one of the known codes; a programme's
 * own URL (SPEC 2.1, e.g. /apple-student-purchase-program.html) stands for its store's code, leading home.
 */
export function storeCodeInPath(
  pathname: string,
  codes: readonly string[],
): { code: string; rest: string } | null {
  const programme = PROGRAMME_STORES[pathname];
  if (programme && codes.includes(programme)) return { code: programme, rest: '/' };
  const [, first = '', ...rest] = pathname.split('/');
  if (!first || !codes.includes(first)) return null;
  return { code: first, rest: `/${rest.join('/')}` };
}

/** Most recent first, no duplicates, at most `limit` entries (SPEC 2.3). */
export function rememberPath(previous: readonly string[], path: string, limit: number): string[] {
  return [path, ...previous.filter((entry) => entry !== path)].slice(0, limit);
}

/** A numeric nid marks a notification read; anything else is ignored (SPEC 5). */
export function notificationIdFrom(search: string): number | null {
  const nid = new URLSearchParams(search).get('nid');
  return nid !== null && /^\d+$/.test(nid.trim()) ? Number(nid) : null;
}

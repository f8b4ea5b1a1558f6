// The route(url) answer the server may inline into index.html (see lib/inlined-data.ts): accepted only when
// it is a route this feature understands; its page type lets the app load that page's code right away. And the
// store view queries every page asks (the catch-all's store-code check, the page title's store name).
import type { InlinableQuery, InlinedResult } from '../../lib/inlined-data';
import {
  GET_AVAILABLE_STORES,
  GET_STORE_NAME,
  RESOLVE_URL,
  type RouteResult,
  type RouteType,
} from './api/routing.graphql';

const ROUTE_TYPES: readonly string[] = ['CMS_PAGE', 'PRODUCT', 'CATEGORY'];
const OPTIONAL_TEXT = ['identifier', 'title', 'uid', 'name', 'sku'] as const;
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isRoute(value: unknown): value is RouteResult {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    isText(route.__typename) &&
    isTextOrNull(route.relative_url) &&
    Number.isInteger(route.redirect_code) &&
    (route.type === null || ROUTE_TYPES.includes(String(route.type))) &&
    OPTIONAL_TEXT.every((key) => route[key] === undefined || isTextOrNull(route[key]))
  );
}

export const INLINABLE_ROUTE: Record<string, InlinableQuery> = {
  ResolveUrl: { query: RESOLVE_URL, isValid: (data) => isRoute(data.route) },
};

export const INLINABLE_STORES: Record<string, InlinableQuery> = {
  GetStoreName: { query: GET_STORE_NAME },
  GetAvailableStores: { query: GET_AVAILABLE_STORES },
};

/** The page type of the inlined route for `url`, if the server sent one. */
export function inlinedRouteType(results: InlinedResult[], url: string): RouteType | null {
  const result = results.find((r) => r.operation === 'ResolveUrl' && r.variables.url === url);
  const route = result?.data.route as RouteResult | undefined;
  return route?.type ?? null;
}

// The extension point of route(): each domain registers how to load its entity type by id
// ('cms-page' and 'category' here; the catalog registers 'product' and returns SimpleProduct/ConfigurableProduct).
import type { RequestContext } from '../../context';
import type { UrlRewriteEntityType } from '../../db/repositories/url-rewrites';

/** The object a RoutableInterface resolves to; `__typename` names the concrete GraphQL type. */
export type RoutableEntity = Record<string, unknown> & { __typename: string };

/** Returns null when the entity no longer exists or is disabled (route() then answers null). */
export type RouteLoader = (ctx: RequestContext, entityId: number) => RoutableEntity | null;

const loaders = new Map<UrlRewriteEntityType, RouteLoader>();

export function registerRouteLoader(
  entityType: Exclude<UrlRewriteEntityType, 'custom'>,
  loader: RouteLoader,
): void {
  loaders.set(entityType, loader);
}

export function routeLoaderFor(entityType: UrlRewriteEntityType): RouteLoader | undefined {
  return loaders.get(entityType);
}

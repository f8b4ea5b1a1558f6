import type { Resolvers } from '../module';
import type { RequestContext } from '../../context';
import { rewriteTargetExists } from '../../db/repositories/url-rewrites';
import { noSuchEntity } from '../../errors';
import { encodeUid } from '../../graphql/uid';
import { resolveUrl, type ResolvedUrl } from './resolve-url';
import { routeLoaderFor, type RoutableEntity } from './route-loaders';

const TYPE_ENUM = { 'cms-page': 'CMS_PAGE', category: 'CATEGORY', product: 'PRODUCT', custom: null } as const;

// A redirect to a URL outside the shop has no entity; Magento still answers with the target so the
// storefront can send the browser there. CmsPage is the most neutral concrete type to carry it.
function externalRedirect(resolved: ResolvedUrl): RoutableEntity {
  return { __typename: 'CmsPage', identifier: null, type: null, ...routing(resolved) };
}

const routing = (resolved: ResolvedUrl) => ({
  redirect_code: resolved.redirectCode,
  relative_url: resolved.relativeUrl,
});

function route(ctx: RequestContext, url: string): RoutableEntity | null {
  const resolved = resolveUrl(ctx, url);
  if (!resolved) return null;
  if (resolved.entityType === 'custom') return externalRedirect(resolved);
  const entity = routeLoaderFor(resolved.entityType)?.(ctx, resolved.entityId);
  // A disabled entity is just not routable; a rewrite to one that is gone is Magento's error.
  if (!entity && !rewriteTargetExists(ctx.db, resolved.entityType, resolved.entityId))
    throw noSuchEntity(`No such entity found with matching URL key: ${url.slice(0, 255)}`);
  if (!entity) return null;
  return { ...entity, type: TYPE_ENUM[resolved.entityType], ...routing(resolved) };
}

function urlResolver(ctx: RequestContext, url: string) {
  const resolved = resolveUrl(ctx, url);
  if (!resolved) return null;
  const known = resolved.entityType !== 'custom';
  // Magento's EntityUrl refuses a rewrite whose entity is gone, as route does.
  if (
    resolved.entityType !== 'custom' &&
    !rewriteTargetExists(ctx.db, resolved.entityType, resolved.entityId)
  )
    throw noSuchEntity(`No such entity found with matching URL key: ${url.slice(0, 255)}`);
  return {
    id: known ? resolved.entityId : null,
    entity_uid: known ? encodeUid(resolved.entityId) : null,
    canonical_url: resolved.relativeUrl,
    relative_url: resolved.relativeUrl,
    redirectCode: resolved.redirectCode,
    type: TYPE_ENUM[resolved.entityType],
  };
}

export const urlResolverResolvers: Resolvers = {
  Query: {
    route: (_p: unknown, args: { url: string }, ctx: RequestContext) => route(ctx, args.url),
    urlResolver: (_p: unknown, args: { url: string }, ctx: RequestContext) => urlResolver(ctx, args.url),
  },
  RoutableInterface: {
    __resolveType: (entity: RoutableEntity) => entity.__typename,
  },
};

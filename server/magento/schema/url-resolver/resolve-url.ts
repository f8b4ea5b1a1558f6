// Magento's URL resolution: find the rewrite for a request path and follow redirect rewrites to the
// entity they end at. redirect_code is the first rewrite's type; relative_url is where the chain ends.
import type { RequestContext } from '../../context';
import {
  findRewriteByRequestPath,
  findRewriteByTargetPath,
  type UrlRewriteEntityType,
  type UrlRewriteRow,
} from '../../db/repositories/url-rewrites';
import { readStoreConfig } from '../../db/repositories/stores';

export interface ResolvedUrl {
  entityType: UrlRewriteEntityType;
  entityId: number;
  redirectCode: 0 | 301 | 302;
  /** The request path of the entity (or the redirect target, which may be an absolute https URL). */
  relativeUrl: string;
}

const MAX_REDIRECT_HOPS = 10;
const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

/** The path part of what the shopper typed: no origin, query, fragment or leading slash. */
export function normalisePath(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url.trim(), 'http://placeholder.invalid').pathname;
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return pathname.replace(/^\/+/, '');
}

function lookup(ctx: RequestContext, path: string): UrlRewriteRow | undefined {
  const storeId = ctx.store.store_id;
  return (
    findRewriteByRequestPath(ctx.db, storeId, path) ??
    (path.endsWith('/') ? findRewriteByRequestPath(ctx.db, storeId, path.replace(/\/+$/, '')) : undefined) ??
    findRewriteByTargetPath(ctx.db, storeId, path)
  );
}

export function resolveUrl(ctx: RequestContext, url: string): ResolvedUrl | null {
  let path = normalisePath(url);
  if (path === null) return null;
  if (path === '') path = readStoreConfig(ctx.db, ctx.store.store_id)['web/default/cms_home_page'] ?? 'home';
  let rewrite: UrlRewriteRow | undefined = lookup(ctx, path);
  if (!rewrite) return null;
  const redirectCode = rewrite.redirect_type;
  for (let hop = 0; rewrite.redirect_type !== 0 || rewrite.entity_type === 'custom'; hop++) {
    const target: string = rewrite.target_path;
    const next: UrlRewriteRow | undefined =
      isAbsolute(target) || hop >= MAX_REDIRECT_HOPS ? undefined : lookup(ctx, target);
    // A redirect to an absolute URL or to a path without a rewrite is answered with the target itself.
    if (!next)
      return redirectCode ? { entityType: 'custom', entityId: 0, redirectCode, relativeUrl: target } : null;
    rewrite = next;
  }
  return {
    entityType: rewrite.entity_type,
    entityId: rewrite.entity_id,
    redirectCode,
    relativeUrl: rewrite.request_path,
  };
}

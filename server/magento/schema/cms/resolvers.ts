import type { Resolvers } from '../module';
import type { RequestContext } from '../../context';
import {
  findActiveBlockById,
  findActiveBlockByIdentifier,
  findPage,
  type CmsBlockRow,
  type CmsPageRow,
} from '../../db/repositories/cms';
import { inputError, noSuchEntity } from '../../errors';
import { renderContent } from './directives';
import { sitemapCmsPages } from './sitemap';

// Magento's messages, stray quote included.
const PAGE_ARGS_REQUIRED = '"Page id/identifier should be specified';
const BLOCK_ARGS_REQUIRED = '"identifiers" of CMS blocks should be specified';
const pageMissing = (id: string | number) => noSuchEntity(`The CMS page with the "${id}" ID doesn't exist.`);
const blockMissing = (id: string) => noSuchEntity(`The CMS block with the "${id}" ID doesn't exist.`);

type PageParent = Partial<CmsPageRow> & {
  redirect_code?: number;
  relative_url?: string | null;
  type?: string | null;
};

/** Magento's PageDataProvider: a missing page, and a disabled one ("No such entity."), by id or identifier. */
function cmsPage(ctx: RequestContext, args: { id?: number | null; identifier?: string | null }): CmsPageRow {
  let key: { id: number } | { identifier: string };
  if (typeof args.id === 'number') key = { id: args.id };
  else if (typeof args.identifier === 'string') key = { identifier: args.identifier };
  else throw inputError(PAGE_ARGS_REQUIRED);
  const page = findPage(ctx.db, key);
  if (!page) throw pageMissing('id' in key ? key.id : key.identifier);
  if (page.is_active !== 1) throw noSuchEntity('No such entity.');
  return page;
}

/**
 * Magento's Blocks resolver: a numeric identifier is a block id; a block that is missing or disabled becomes an
 * error at its place in the list (the item is null), and the others are still answered.
 */
function cmsBlocks(ctx: RequestContext, identifiers: (string | null)[] | null | undefined) {
  const wanted = (identifiers ?? []).filter((id): id is string => typeof id === 'string' && id !== '');
  if (wanted.length === 0) throw inputError(BLOCK_ARGS_REQUIRED);
  return {
    items: wanted.map(
      (id) =>
        (/^\d{1,10}$/.test(id)
          ? findActiveBlockById(ctx.db, Number(id))
          : findActiveBlockByIdentifier(ctx.db, id)) ?? blockMissing(id),
    ),
  };
}

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: (_p: unknown, args: { id?: number | null; identifier?: string | null }, ctx: RequestContext) =>
      cmsPage(ctx, args),
    cmsBlocks: (_p: unknown, args: { identifiers?: (string | null)[] | null }, ctx: RequestContext) =>
      cmsBlocks(ctx, args.identifiers),
    sitemapCmsPages: (
      _p: unknown,
      args: { pageSize?: number | null; currentPage?: number | null },
      ctx: RequestContext,
    ) => sitemapCmsPages(args, ctx),
  },
  CmsPage: {
    content: (page: PageParent, _a: unknown, ctx: RequestContext) =>
      page.content === undefined ? null : renderContent(ctx, page.content),
    url_key: (page: PageParent) => page.identifier ?? null,
    relative_url: (page: PageParent) =>
      page.relative_url !== undefined ? page.relative_url : (page.identifier ?? null),
    redirect_code: (page: PageParent) => page.redirect_code ?? 0,
    type: (page: PageParent) => (page.type !== undefined ? page.type : 'CMS_PAGE'),
  },
  CmsBlock: {
    content: (block: CmsBlockRow, _a: unknown, ctx: RequestContext) => renderContent(ctx, block.content),
  },
};

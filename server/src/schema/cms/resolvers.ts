import type { Resolvers } from '../module';
import type { RequestContext } from '../../context';
import {
  findActiveBlockByIdentifier,
  findActivePageById,
  findActivePageByIdentifier,
  type CmsBlockRow,
  type CmsPageRow,
} from '../../db/repositories/cms';
import { inputError, noSuchEntity } from '../../errors';
import { renderContent } from './directives';

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

function cmsPage(ctx: RequestContext, args: { id?: number | null; identifier?: string | null }): CmsPageRow {
  if (typeof args.id === 'number')
    return findActivePageById(ctx.db, args.id) ?? throwError(pageMissing(args.id));
  if (typeof args.identifier === 'string')
    return findActivePageByIdentifier(ctx.db, args.identifier) ?? throwError(pageMissing(args.identifier));
  throw inputError(PAGE_ARGS_REQUIRED);
}

function cmsBlocks(ctx: RequestContext, identifiers: (string | null)[] | null | undefined) {
  const wanted = (identifiers ?? []).filter((id): id is string => typeof id === 'string' && id !== '');
  if (wanted.length === 0) throw inputError(BLOCK_ARGS_REQUIRED);
  return {
    items: wanted.map((id) => findActiveBlockByIdentifier(ctx.db, id) ?? throwError(blockMissing(id))),
  };
}

function throwError(error: Error): never {
  throw error;
}

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: (_p: unknown, args: { id?: number | null; identifier?: string | null }, ctx: RequestContext) =>
      cmsPage(ctx, args),
    cmsBlocks: (_p: unknown, args: { identifiers?: (string | null)[] | null }, ctx: RequestContext) =>
      cmsBlocks(ctx, args.identifiers),
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

// Zepp_Sitemap's sitemapCmsPages: the store view's active CMS pages, a page at a time, as Magento's sitemap
// (Magento_Sitemap's CMS page collection) lists them: the store's 404 page left out. Pages are global in the
// stand-in (cms_pages has no store column), so every store view lists the same ones; its 404 page is its own.
import type { RequestContext } from '../../context';
import { listSitemapPages } from '../../db/repositories/cms';
import { readStoreConfig } from '../../db/repositories/stores';
import { inputError } from '../../errors';
import { checkPaging } from '../catalog/args';

export function sitemapCmsPages(
  args: { pageSize?: number | null; currentPage?: number | null },
  ctx: RequestContext,
) {
  const { pageSize, currentPage } = checkPaging(args.pageSize ?? 100, args.currentPage);
  const noRoute = readStoreConfig(ctx.db, ctx.store.store_id)['web/default/cms_no_route'] ?? null;
  const page = { size: pageSize, offset: (currentPage - 1) * pageSize };
  const { rows, total } = listSitemapPages(ctx.db, noRoute, page);
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages)
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  return {
    items: rows,
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}

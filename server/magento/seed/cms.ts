// CMS pages (Page Builder HTML) and blocks, with a URL rewrite per page as Magento creates them.
import type { Db } from '../db/connection';
import { insertCmsBlock, insertCmsPage, type CmsBlockRow, type CmsPageRow } from '../db/repositories/cms';
import { insertUrlRewrite } from '../db/repositories/url-rewrites';
import { CATALOGUE_UPDATED_AT, type CatalogueSource } from './catalogue-file';

type Optional =
  | 'is_active'
  | 'content_heading'
  | 'meta_title'
  | 'meta_keywords'
  | 'meta_description'
  | 'page_layout'
  | 'updated_at';
type PageFile = Omit<CmsPageRow, Optional> & Partial<Pick<CmsPageRow, Optional>>;
type BlockFile = Omit<CmsBlockRow, 'is_active'> & Partial<Pick<CmsBlockRow, 'is_active'>>;

export function seedCms(db: Db, source: CatalogueSource): void {
  for (const page of source.read<PageFile[]>('cms-pages.json')) {
    insertCmsPage(db, {
      content_heading: null,
      meta_title: null,
      meta_keywords: null,
      meta_description: null,
      page_layout: 'cms-full-width',
      is_active: 1,
      updated_at: CATALOGUE_UPDATED_AT,
      ...page,
    });
    insertUrlRewrite(db, {
      store_id: 0,
      request_path: page.identifier,
      target_path: `cms/page/view/page_id/${page.page_id}`,
      redirect_type: 0,
      entity_type: 'cms-page',
      entity_id: page.page_id,
    });
    // Links from e-mails, old storefronts and search engines name CMS pages with the catalogue's `.html`
    // suffix too: a permanent redirect, as an admin's custom URL rewrite in Magento would do.
    insertUrlRewrite(db, {
      store_id: 0,
      request_path: `${page.identifier}.html`,
      target_path: page.identifier,
      redirect_type: 301,
      entity_type: 'custom',
      entity_id: 0,
    });
  }
  for (const block of source.read<BlockFile[]>('cms-blocks.json'))
    insertCmsBlock(db, { is_active: 1, ...block });
}

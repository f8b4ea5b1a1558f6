// The category tree (root 'Default Category' id 2) with its URL rewrites, plus the custom rewrites.
import type { Db } from '../db/connection';
import { insertCategory } from '../db/repositories/categories';
import { findStoreByCode } from '../db/repositories/stores';
import { insertUrlRewrite } from '../db/repositories/url-rewrites';
import { CATALOGUE_UPDATED_AT, type CatalogueSource } from './catalogue-file';

interface CategoryNode {
  id: number;
  name: string;
  url_key?: string;
  include_in_menu?: number;
  image?: string;
  description?: string;
  meta_title?: string;
  meta_description?: string;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC); default CATALOGUE_UPDATED_AT. */
  updated_at?: string;
  children?: CategoryNode[];
}

interface CustomRewrite {
  /** Store code; omitted = every store view. */
  store?: string;
  request_path: string;
  target_path: string;
  redirect_type: 301 | 302;
}

const CATEGORY_SUFFIX = '.html';
/** Magento's tree root (id 1, level 0) is implicit; the store's root category sits at level 1 under it. */
const TREE_ROOT = { id: 1, path: '1', level: 0, urlPath: null as string | null };

function insertTree(db: Db, node: CategoryNode, parent: typeof TREE_ROOT, position: number): void {
  const path = `${parent.path}/${node.id}`;
  const level = parent.level + 1;
  if (level > 1 && !node.url_key) throw new Error(`categories.json: category ${node.id} has no url_key`);
  const urlPath = level > 1 ? [parent.urlPath, node.url_key].filter(Boolean).join('/') : null;
  insertCategory(db, {
    entity_id: node.id,
    parent_id: parent.id,
    name: node.name,
    url_key: level > 1 ? (node.url_key ?? null) : null,
    url_path: urlPath,
    position,
    level,
    path,
    include_in_menu: node.include_in_menu ?? 1,
    image: node.image ?? null,
    description: node.description ?? null,
    meta_title: node.meta_title ?? null,
    meta_description: node.meta_description ?? null,
    updated_at: node.updated_at ?? CATALOGUE_UPDATED_AT,
  });
  if (urlPath) {
    insertUrlRewrite(db, {
      store_id: 0,
      request_path: urlPath + CATEGORY_SUFFIX,
      target_path: `catalog/category/view/id/${node.id}`,
      redirect_type: 0,
      entity_type: 'category',
      entity_id: node.id,
    });
  }
  const self = { id: node.id, path, level, urlPath };
  (node.children ?? []).forEach((child, i) => insertTree(db, child, self, i + 1));
}

export function seedNavigation(db: Db, source: CatalogueSource): void {
  insertTree(db, source.read<CategoryNode>('categories.json'), TREE_ROOT, 1);
  for (const rewrite of source.read<CustomRewrite[]>('url-rewrites.json')) {
    const store = rewrite.store === undefined ? null : findStoreByCode(db, rewrite.store);
    if (store === undefined) throw new Error(`url-rewrites.json: unknown store code "${rewrite.store}"`);
    insertUrlRewrite(db, {
      store_id: store?.store_id ?? 0,
      request_path: rewrite.request_path,
      target_path: rewrite.target_path,
      redirect_type: rewrite.redirect_type,
      entity_type: 'custom',
      entity_id: 0,
    });
  }
}

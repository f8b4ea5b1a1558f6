// Field resolvers shared by CategoryTree and CategoryInterface: the parent is a CategoryRow (other domains
// may return rows from db/repositories/categories directly), optionally carrying route() overrides.
import type { RequestContext } from '../../context';
import {
  countDescendants,
  findCategoriesByIds,
  listChildCategories,
  type CategoryRow,
} from '../../db/repositories/categories';
import { encodeUid } from '../../graphql/uid';
import { mediaUrl, storeUrls } from '../store/store-config';

export type CategoryParent = CategoryRow & { redirect_code?: number; relative_url?: string | null };

const SORT_OPTIONS = ['position', 'name', 'price'];

function breadcrumbs(row: CategoryRow, ctx: RequestContext) {
  // path is '1/2/<ancestors...>/<self>': the tree root (level 0) and the store root (level 1) are not crumbs.
  const ancestorIds = row.path.split('/').slice(2, -1).map(Number);
  const crumbs = findCategoriesByIds(ctx.db, ancestorIds).map((c) => ({
    category_id: c.entity_id,
    category_uid: encodeUid(c.entity_id),
    category_level: c.level,
    category_name: c.name,
    category_url_key: c.url_key,
    category_url_path: c.url_path,
  }));
  return crumbs.length ? crumbs : null;
}

const relativeUrl = (row: CategoryParent, _a: unknown, ctx: RequestContext) =>
  row.relative_url !== undefined
    ? row.relative_url
    : row.url_path
      ? row.url_path + storeUrls(ctx).categorySuffix
      : null;

type Field = (row: CategoryParent, args: unknown, ctx: RequestContext) => unknown;

const categoryFields: Record<string, Field> = {
  uid: (row) => encodeUid(row.entity_id),
  id: (row) => row.entity_id,
  image: (row, _a, ctx) => mediaUrl(ctx, row.image),
  children_count: (row, _a, ctx) => String(countDescendants(ctx.db, row)),
  breadcrumbs: (row, _a, ctx) => breadcrumbs(row, ctx),
  url_suffix: (_row, _a, ctx) => storeUrls(ctx).categorySuffix,
  canonical_url: (row, _a, ctx) => (row.url_path ? row.url_path + storeUrls(ctx).categorySuffix : null),
  available_sort_by: () => SORT_OPTIONS,
  default_sort_by: () => 'position',
  staged: () => false,
};

export const categoryTreeFields: Record<string, Field> = {
  ...categoryFields,
  children: (row, _a, ctx) => listChildCategories(ctx.db, row.entity_id),
  redirect_code: (row) => row.redirect_code ?? 0,
  relative_url: relativeUrl,
  type: () => 'CATEGORY',
};

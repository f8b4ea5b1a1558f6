import type { Resolvers } from '../module';
import type { RequestContext } from '../../context';
import { findCategory, searchCategories } from '../../db/repositories/categories';
import { inputError, noSuchEntity } from '../../errors';
import { storeUrls } from '../store/store-config';
import { categoryTreeFields } from './category-fields';
import { hasConditions, toRepositoryFilter, type CategoryFilterInput } from './filters';

interface SearchArgs {
  filters?: CategoryFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

function search(args: SearchArgs, ctx: RequestContext) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const rootId = storeUrls(ctx).rootCategoryId;
  // Without filters Magento returns the store's root category (whose children are the menu).
  const filter = hasConditions(args.filters) ? toRepositoryFilter(args.filters) : { ids: [rootId] };
  const page = { size: pageSize, offset: (currentPage - 1) * pageSize };
  const { rows, total } = searchCategories(ctx.db, `1/${rootId}`, filter, page);
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

export const categoryResolvers: Resolvers = {
  Query: {
    categories: (_p: unknown, args: SearchArgs, ctx: RequestContext) => search(args, ctx),
    categoryList: (_p: unknown, args: SearchArgs, ctx: RequestContext) => search(args, ctx).items,
    category: (_p: unknown, args: { id?: number | null }, ctx: RequestContext) => {
      const id = args.id ?? storeUrls(ctx).rootCategoryId;
      const row = findCategory(ctx.db, id);
      if (!row) throw noSuchEntity("Category doesn't exist");
      return row;
    },
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CategoryTree: categoryTreeFields,
};

// Magento's paging arguments (currentPage, pageSize) with its messages, and SearchResultPageInfo.
import { inputError } from '../../errors';

export interface Page {
  currentPage: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** Largest page a customer list returns, so one query cannot ask for everything at once. */
export const MAX_PAGE_SIZE = 100;

export function paging(
  args: { currentPage?: number | null; pageSize?: number | null },
  defaultSize = 20,
): Page {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? defaultSize;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const limit = Math.min(pageSize, MAX_PAGE_SIZE);
  return { currentPage, pageSize: limit, limit, offset: (currentPage - 1) * limit };
}

export const pageInfo = (page: Page, total: number) => ({
  current_page: page.currentPage,
  page_size: page.pageSize,
  total_pages: Math.ceil(total / page.pageSize),
});

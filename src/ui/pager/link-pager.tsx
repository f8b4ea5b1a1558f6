import { Link, type To } from 'react-router-dom';

/** The words of a pager; each list page's defaults, overridable where a page words them differently. */
export interface PagerLabels {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  pageOf(page: number, pages: number): string;
}

const DEFAULT_LABELS: PagerLabels = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

interface LinkPagerProps {
  currentPage: number;
  totalPages: number;
  /** The URL of a page: paging is in the URL, so a page can be shared, reloaded and gone back to. */
  pageHref(page: number): To;
  className: string;
  labels?: Partial<PagerLabels>;
}

/** Previous / "Page n of m" / Next as links; nothing when everything fits on one page. */
export function LinkPager({ currentPage, totalPages, pageHref, className, labels }: LinkPagerProps) {
  if (totalPages <= 1) return null;
  const words = { ...DEFAULT_LABELS, ...labels };
  return (
    <nav className={className} aria-label={words.label}>
      {currentPage > 1 ? (
        <Link className="button button--secondary" to={pageHref(currentPage - 1)}>
          {words.previous}
        </Link>
      ) : null}
      <span aria-current="page">{words.pageOf(currentPage, totalPages)}</span>
      {currentPage < totalPages ? (
        <Link className="button button--secondary" to={pageHref(currentPage + 1)}>
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}

import { Link } from 'react-router-dom';
import { FIRST_PAGE, PAGE_LINKS } from '../constants';
import { LISTING_MESSAGES } from '../messages';

interface PaginationProps {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
}

/** Up to PAGE_LINKS page numbers around the current page. */
export function pageWindow(current: number, total: number): number[] {
  const half = Math.floor(PAGE_LINKS / 2);
  const start = Math.max(FIRST_PAGE, Math.min(current - half, total - PAGE_LINKS + 1));
  const end = Math.min(total, start + PAGE_LINKS - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Page links (each page is a URL, so back and forward work); nothing when everything fits on one page. */
export function Pagination({ current, total, hrefFor }: PaginationProps) {
  if (total <= FIRST_PAGE) return null;
  return (
    <nav className="pagination" aria-label={LISTING_MESSAGES.pagination}>
      {current > FIRST_PAGE ? (
        <Link
          className="pagination__step"
          to={hrefFor(current - 1)}
          aria-label={LISTING_MESSAGES.previousPage}
        >
          ‹
        </Link>
      ) : null}
      <ul className="pagination__pages">
        {pageWindow(current, total).map((page) => (
          <li key={page}>
            <Link
              className="pagination__page"
              to={hrefFor(page)}
              aria-label={LISTING_MESSAGES.page(page)}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
      {current < total ? (
        <Link className="pagination__step" to={hrefFor(current + 1)} aria-label={LISTING_MESSAGES.nextPage}>
          ›
        </Link>
      ) : null}
    </nav>
  );
}

import { Link } from 'react-router-dom';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import type { BreadcrumbView } from '../hooks/use-category-page';
import { LISTING_MESSAGES } from '../messages';

/** Home › ancestors › the current page (SPEC 2.4: a 2.5rem bar). */
export function Breadcrumbs({ trail, current }: { trail: BreadcrumbView[] | null; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={LISTING_MESSAGES.breadcrumbs}>
      {trail === null ? (
        <Shimmer width="40%" height="1rem" />
      ) : (
        <ol className="breadcrumbs__list">
          <li>
            <Link to="/">{LISTING_MESSAGES.home}</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.href}>
              <Link to={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
          <li aria-current="page">{current}</li>
        </ol>
      )}
    </nav>
  );
}

import './breadcrumbs.css';
import { Link } from 'react-router-dom';
import { Shimmer } from '../shimmer/shimmer';

export interface Crumb {
  href: string;
  label: string;
}

interface BreadcrumbsProps {
  /** The links between home and the current page; null while they load (a placeholder bar shows). */
  trail: Crumb[] | null;
  current: string;
  /** The navigation landmark's name. */
  label: string;
  homeLabel: string;
}

/** Home › ancestors › the current page, in the 2.5rem bar of SPEC 2.4 (category and product pages). */
export function Breadcrumbs({ trail, current, label, homeLabel }: BreadcrumbsProps) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      {trail === null ? (
        <Shimmer width="40%" height="1rem" />
      ) : (
        <div className="breadcrumbs__scroller">
          <ol className="breadcrumbs__list">
            <li>
              <Link to="/">{homeLabel}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.href}>
                <Link to={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{current}</li>
          </ol>
        </div>
      )}
    </nav>
  );
}

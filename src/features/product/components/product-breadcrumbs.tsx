import { Link } from 'react-router-dom';
import { PRODUCT_MESSAGES } from '../messages';
import type { Crumb } from '../product-model';

/** Home › the product's categories › the product. */
export function ProductBreadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  return (
    <nav className="product-breadcrumbs" aria-label={PRODUCT_MESSAGES.breadcrumbs}>
      <ol className="product-breadcrumbs__list">
        <li>
          <Link to="/">{PRODUCT_MESSAGES.home}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

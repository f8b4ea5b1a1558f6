import { Link } from 'react-router-dom';
import { BRAND_LOGO_HEIGHT, BRAND_LOGO_WIDTH } from '../constants';
import type { BrandLink } from '../hooks/use-brands';

/** A brand's logo linking to its brand page; the link is named by the brand. */
export function BrandTile({ brand }: { brand: BrandLink }) {
  return (
    <Link className="brand-tile" to={brand.href}>
      {brand.logo ? (
        <img
          className="brand-tile__logo"
          src={brand.logo}
          alt=""
          width={BRAND_LOGO_WIDTH}
          height={BRAND_LOGO_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="brand-tile__logo brand-tile__logo--none" aria-hidden="true" />
      )}
      <span className="brand-tile__name">{brand.name}</span>
    </Link>
  );
}

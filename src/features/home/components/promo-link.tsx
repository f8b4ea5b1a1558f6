import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PromoLink as PromoLinkData } from '../home-content';

/** A CMS promotion's link: an in-app route on this shop, a full page load elsewhere; plain content without one. */
export function PromoLink({
  link,
  className,
  banner,
  children,
}: {
  link: PromoLinkData | null;
  className: string;
  /**
   * Marks the link as a banner for SPEC 7.3's 'banner click': features/analytics' banner-clicks.ts reads these
   * data attributes on a click, so this first-paint code carries no analytics code.
   */
  banner?: { name: string; placement: string; position: number };
  children: ReactNode;
}) {
  const marks = {
    'data-banner-name': banner?.name,
    'data-banner-placement': banner?.placement,
    'data-banner-position': banner?.position,
  };
  if (!link) return <div className={className}>{children}</div>;
  if (link.external)
    return (
      <a className={className} href={link.href} {...marks}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={link.href} {...marks}>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bannerAttributes, type BannerMark } from '../../../lib/banner-mark';
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
  /** Marks the link as a banner, for SPEC 7.3's 'banner click' (recorded by features/analytics). */
  banner?: BannerMark;
  children: ReactNode;
}) {
  const marks = banner ? bannerAttributes(banner) : {};
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

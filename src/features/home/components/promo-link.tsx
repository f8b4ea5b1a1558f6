import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PromoLink as PromoLinkData } from '../home-content';

/** A CMS promotion's link: an in-app route on this shop, a full page load elsewhere; plain content without one. */
export function PromoLink({
  link,
  className,
  children,
}: {
  link: PromoLinkData | null;
  className: string;
  children: ReactNode;
}) {
  if (!link) return <div className={className}>{children}</div>;
  if (link.external)
    return (
      <a className={className} href={link.href}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={link.href}>
      {children}
    </Link>
  );
}

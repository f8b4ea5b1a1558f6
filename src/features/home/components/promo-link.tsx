import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PromoLink as PromoLinkData } from '../home-content';

/** A CMS promotion's link: an in-app route on this shop, a full page load elsewhere; plain content without one. */
export function PromoLink({
  link,
  className,
  onClick,
  children,
}: {
  link: PromoLinkData | null;
  className: string;
  /** Runs when the link is followed (analytics). */
  onClick?: () => void;
  children: ReactNode;
}) {
  if (!link) return <div className={className}>{children}</div>;
  if (link.external)
    return (
      <a className={className} href={link.href} onClick={onClick}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={link.href} onClick={onClick}>
      {children}
    </Link>
  );
}

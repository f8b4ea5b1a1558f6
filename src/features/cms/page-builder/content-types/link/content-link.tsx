import type { CSSProperties, ReactNode } from 'react';
import type { LinkConfig } from '../../parse/types';

interface ContentLinkProps {
  link: LinkConfig;
  className?: string;
  style?: CSSProperties;
  /** Runs when the link is followed (analytics). */
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link Page Builder content defines. An ordinary anchor: the renderer's container turns clicks on internal
 * ones into in-app navigation and leaves external ones to the browser (full page load).
 */
export function ContentLink({ link, className, style, onClick, children }: ContentLinkProps) {
  return (
    <a
      className={className}
      style={style}
      href={link.href}
      target={link.target}
      rel={link.target ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

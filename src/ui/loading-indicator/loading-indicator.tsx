import './loading-indicator.css';
import type { ReactNode } from 'react';

interface LoadingIndicatorProps {
  children: ReactNode;
  /** Covers the whole viewport instead of sitting in the page flow. */
  global?: boolean;
}

export function LoadingIndicator({ children, global = false }: LoadingIndicatorProps) {
  return (
    <div
      className={global ? 'loading-indicator loading-indicator--global' : 'loading-indicator'}
      role="status"
    >
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className="loading-indicator__text">{children}</span>
    </div>
  );
}

import './stars.css';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A 0-100 rating as five stars filled that far, drawn by CSS (no image, no per-star markup: a card list has
 * dozens), and named for assistive technology by `label`; `children` (a count) show after the stars and are
 * part of the picture, so the label must say them too. A plain function, not a component: a list of reviews
 * calls it for each. (The product card writes the same markup out: its code is the first route's.)
 */
export function ratingStars(percent: number, label: string, children?: ReactNode, className = '') {
  return (
    <span
      className={`stars ${className}`}
      role="img"
      aria-label={label}
      style={{ '--fill': `${percent}%` } as CSSProperties}
    >
      {children}
    </span>
  );
}

import './shimmer.css';
import type { CSSProperties } from 'react';

interface ShimmerProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A grey pulsing block standing in for content that is loading; hidden from assistive tech. */
export function Shimmer({ width = '100%', height = '1rem', className }: ShimmerProps) {
  return (
    <span
      className={['shimmer', className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

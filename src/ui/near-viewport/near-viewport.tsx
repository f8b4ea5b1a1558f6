import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * Renders its children once their place comes within `margin` of the viewport; until then (and while their
 * code loads) it holds `minHeight` so the page below does not jump.
 */
export function NearViewport({
  minHeight,
  label,
  margin,
  children,
}: {
  minHeight: string;
  label: string;
  margin?: string;
  children: ReactNode;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>(margin);
  const placeholder = (
    <div className="near-viewport__placeholder" style={{ minHeight }} aria-label={label} role="status" />
  );
  return (
    <div ref={ref} className="near-viewport">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

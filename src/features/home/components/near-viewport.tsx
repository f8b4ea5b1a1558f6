import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';

/**
 * Renders its children once their place comes near the viewport; until then (and while their code loads)
 * it holds `minHeight` so the page below does not jump.
 */
export function NearViewport({
  minHeight,
  label,
  children,
}: {
  minHeight: string;
  label: string;
  children: ReactNode;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className="near-viewport__placeholder" style={{ minHeight }} aria-label={label} role="status" />
  );
  return (
    <div ref={ref} className="near-viewport">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

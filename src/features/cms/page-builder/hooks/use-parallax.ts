import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../../../ui/hooks/use-media-query';
import { REDUCED_MOTION_QUERY } from '../../../../ui/breakpoints';
import { PARALLAX_ENLARGE } from '../constants';

/**
 * How far the enlarged background moves for a row at this place in the viewport: from one edge of the
 * enlargement to the other while the row crosses the viewport, at speed 0.5; speed 1 moves with the page
 * (no parallax), speed 0 stands still (clamped to what the enlargement covers).
 */
export function parallaxOffset(
  rect: { top: number; height: number },
  viewportHeight: number,
  speed: number,
): number {
  const span = (viewportHeight + rect.height) / 2;
  if (span <= 0) return 0;
  const progress = Math.min(1, Math.max(-1, (rect.top + rect.height / 2 - viewportHeight / 2) / span));
  const room = (rect.height * (PARALLAX_ENLARGE - 1)) / 2;
  const offset = -progress * room * 2 * (1 - speed);
  return Math.round(Math.min(room, Math.max(-room, offset)) * 100) / 100 || 0;
}

export function parallaxTransform(offset: number): string {
  return `translate3d(0px, ${offset}px, 0px) scale(${PARALLAX_ENLARGE})`;
}

/** Moves a row's background layer as the page scrolls (not when the user asks for reduced motion). */
export function useParallax(enabled: boolean, speed: number) {
  const row = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    const rowElement = row.current;
    const layerElement = layer.current;
    if (!enabled || reducedMotion || !rowElement || !layerElement) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = parallaxOffset(rowElement.getBoundingClientRect(), window.innerHeight, speed);
      layerElement.style.transform = parallaxTransform(offset);
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [enabled, reducedMotion, speed]);

  return { row, layer };
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface SliderOptions {
  count: number;
  /** Items get at least this many CSS pixels; as many as fit are shown at once. */
  minItemWidth?: number;
  /** A fixed number of items per view (a banner slider shows 1), instead of measuring. */
  perView?: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** How many items of `minItemWidth` fit in `width`; all of them when the width is unknown (no layout yet). */
export function itemsPerView(width: number, minItemWidth: number, count: number): number {
  if (width <= 0 || minItemWidth <= 0) return Math.max(1, count);
  return Math.max(1, Math.min(count, Math.floor(width / minItemWidth)));
}

/**
 * The viewport's width: measured before the first paint (a layout effect's update is applied before the
 * browser paints, so the items never show at a wrong width), then again on every resize.
 */
function useWidth(viewport: RefObject<HTMLElement | null>, skip: boolean) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || skip) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring layout before paint
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport, skip]);
  return width;
}

/**
 * A slider's position: the first visible item, paging by a whole view with prev/next or, anywhere inside
 * the slider, the arrow keys (root: the whole slider; viewport: measured; track: the list of items).
 */
export function useSlider(
  root: RefObject<HTMLElement | null>,
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  { count, minItemWidth = 0, perView: fixed }: SliderOptions,
) {
  const width = useWidth(viewport, fixed !== undefined);
  const [start, setStart] = useState(0);
  const perView = fixed ?? itemsPerView(width, minItemWidth, count);
  const last = Math.max(0, count - perView);
  const first = Math.min(start, last);
  const previous = useCallback(
    () => setStart((s) => Math.max(0, Math.min(s, last) - perView)),
    [last, perView],
  );
  const next = useCallback(
    () => setStart((s) => Math.min(last, Math.min(s, last) + perView)),
    [last, perView],
  );
  const refocus = useRef(false);

  // The arrow keys are a shortcut for the buttons, handled for the whole slider (items and buttons alike).
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      refocus.current = track.current?.contains(document.activeElement) ?? false;
      if (event.key === 'ArrowLeft') previous();
      else next();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [root, track, previous, next]);

  // Paging from inside the track hides the focused item: focus the first one shown instead.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    track.current?.children[first]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [track, first]);

  return {
    perView,
    first,
    paged: last > 0,
    canGoBack: first > 0,
    canGoForward: first < last,
    previous,
    next,
  };
}

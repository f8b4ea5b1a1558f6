import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';

export interface SliderOptions {
  count: number;
  /** Items get at least this many CSS pixels; as many as fit are shown at once. */
  minItemWidth?: number;
  /** A fixed number of items per view (a banner slider shows 1), instead of measuring. */
  perView?: number;
  /** How far previous/next move: a whole view (the default), or one item. */
  step?: 'view' | 'item';
  /** Next after the last view goes back to the first, previous before the first to the last. */
  loop?: boolean;
  /**
   * Fewer items than fit share the whole row (the default); false keeps them at the width a full row would
   * give them, the rest of the row empty: two product cards stay card-sized, not half the page each.
   */
  fillRow?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** Form fields inside items keep the arrow keys for their caret. */
const FORM_FIELDS = 'input, select, textarea';

/**
 * How many items of `minItemWidth` fit in `width` (at most `count` when they fill the row); all of them when
 * the width is unknown (no layout yet).
 */
export function itemsPerView(width: number, minItemWidth: number, count: number, fillRow = true): number {
  if (width <= 0 || minItemWidth <= 0) return Math.max(1, count);
  const fit = Math.floor(width / minItemWidth);
  return Math.max(1, fillRow ? Math.min(count, fit) : fit);
}

/**
 * How many items a slider shows at most before its viewport is measured: no viewport is wider than the window.
 * Only an upper bound, for what to mount first (every item when nothing is known).
 */
export function guessPerView(minItemWidth: number, count: number): number {
  if (minItemWidth <= 0 || typeof window === 'undefined' || !window.innerWidth) return count;
  return Math.max(1, Math.min(count, Math.ceil(window.innerWidth / minItemWidth)));
}

/**
 * Whether the stylesheet can size the items itself (slider.css: a container query length divided by the
 * minimum item width, rounded down). Where it can, nothing needs measuring before the first paint.
 */
export const cssFitsItems = (): boolean =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('width', 'calc(100% / max(1, round(down, 100cqw / 170px)))');

/**
 * The viewport's width. Where the stylesheet sizes the items (cssFitsItems), a ResizeObserver reports it after
 * the browser's own layout, so mounting forces no layout; the items already have the width it implies, and
 * only the paging (buttons, inert items) waits for it. Elsewhere it is measured in a layout effect, before the
 * first paint, so the items never show at a wrong width. Both follow every later resize.
 */
function useWidth(viewport: RefObject<HTMLElement | null>, skip: boolean, fitsByCss: boolean) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || skip) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring layout before paint
    if (!fitsByCss) setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) =>
      setWidth(entries[0]?.contentRect.width ?? element.clientWidth),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport, skip, fitsByCss]);
  return width;
}

/**
 * A slider's position: the first visible item, moved with prev/next, a dot (setFirst) or, anywhere inside the
 * slider, the arrow keys (onKeyDown, for the root). root: the whole slider; viewport: measured; track: the list.
 */
export function useSlider(
  root: RefObject<HTMLElement | null>,
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  {
    count,
    minItemWidth = 0,
    perView: fixed,
    step: unit = 'view',
    loop = false,
    fillRow = true,
  }: SliderOptions,
) {
  const [fitsByCss] = useState(cssFitsItems);
  const width = useWidth(viewport, fixed !== undefined, fitsByCss);
  const [start, setStart] = useState(0);
  const [guess] = useState(() => fixed ?? guessPerView(minItemWidth, count));
  const perView = fixed ?? itemsPerView(width, minItemWidth, count, fillRow);
  const step = unit === 'item' ? 1 : perView;
  const last = Math.max(0, count - perView);
  const first = Math.min(start, last);
  const previous = useCallback(
    () => setStart((s) => (Math.min(s, last) > 0 ? Math.max(0, Math.min(s, last) - step) : loop ? last : 0)),
    [last, step, loop],
  );
  const next = useCallback(
    () => setStart((s) => (Math.min(s, last) < last ? Math.min(last, s + step) : loop ? 0 : last)),
    [last, step, loop],
  );
  const refocus = useRef(false);

  // The arrow keys are a shortcut for the buttons, for the whole slider (items and buttons alike), unless a
  // widget inside uses them itself (tabs say so by preventing the default; form fields move their caret).
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.isDefaultPrevented() || (event.target as Element).closest(FORM_FIELDS)) return;
    event.preventDefault();
    refocus.current = track.current?.contains(document.activeElement) ?? false;
    if (event.key === 'ArrowLeft') previous();
    else next();
  };

  // Paging from inside the track hides the focused item: focus the first one shown instead.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    track.current?.children[first]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [track, first]);

  return {
    root,
    viewport,
    /** The items' width comes from the stylesheet until the viewport's width is known. */
    fitting: fixed === undefined && minItemWidth > 0 && fitsByCss && width <= 0,
    perView,
    /** Items before this index are in view or next to it (one more than the view): they must be mounted. */
    reach: first + (fixed !== undefined || width > 0 ? perView : guess) + 1,
    first,
    last,
    step,
    /** Shows the items from `index` on (the dots: ./slider-controls). */
    setFirst: setStart,
    paged: last > 0,
    canGoBack: last > 0 && (loop || first > 0),
    canGoForward: last > 0 && (loop || first < last),
    previous,
    next,
    onKeyDown,
  };
}

export type SliderView = ReturnType<typeof useSlider>;

import { useCallback, useEffect, useState, type FocusEvent } from 'react';

export interface CarouselOptions {
  count: number;
  /** Slides visible at once (1 for a slider, several for a products carousel). */
  perView: number;
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
}

/**
 * Which slide a carousel shows, prev/next (wrapping when infinite), and autoplay that stops while the pointer
 * is over the carousel, while anything in it has focus, or once the shopper pauses it.
 */
export function useCarousel({ count, perView, autoplay, autoplaySpeed, infinite }: CarouselOptions) {
  const last = Math.max(0, count - perView);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = Math.min(index, last);

  const next = useCallback(
    () => setIndex((i) => (i >= last ? (infinite ? 0 : last) : i + 1)),
    [infinite, last],
  );
  const previous = useCallback(
    () => setIndex((i) => (Math.min(i, last) <= 0 ? (infinite ? last : 0) : Math.min(i, last) - 1)),
    [infinite, last],
  );
  const atEnd = !infinite && current >= last;
  const playing = autoplay && !stopped && last > 0;
  const moving = playing && !hovered && !focused && !atEnd;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setTimeout(next, autoplaySpeed);
    return () => window.clearTimeout(timer);
  }, [moving, current, next, autoplaySpeed]);

  return {
    current,
    positions: last + 1,
    canGoBack: infinite ? last > 0 : current > 0,
    canGoForward: infinite ? last > 0 : current < last,
    next,
    previous,
    goTo: (position: number) => setIndex(Math.max(0, Math.min(position, last))),
    isVisible: (slide: number) => slide >= current && slide < current + perView,
    autoplay: autoplay && last > 0,
    playing,
    moving,
    togglePlaying: () => setStopped((value) => !value),
    rootHandlers: {
      onMouseOver: () => setHovered(true),
      onMouseOut: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setFocused(false);
      },
    },
  };
}

import { startTransition, useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY } from '../breakpoints';
import { useMediaQuery } from '../hooks/use-media-query';
import type { SliderView } from './use-slider';

/** Whether an event's relatedTarget (where the pointer or focus went) is still inside the slider. */
const stays = (event: MouseEvent | FocusEvent, root: HTMLElement) =>
  event.relatedTarget instanceof Node && root.contains(event.relatedTarget);

/**
 * Moves the slider on every `speed` ms (WAI-ARIA APG auto-rotating carousel): not while the pointer is over
 * it, nor while anything in it has focus, nor once the shopper pauses it; without `loop` it stops at the end.
 * A shopper who asked their system for less motion gets it paused, with Play to start it.
 * While it moves, the slides are no live region, so a screen reader is not interrupted on every change.
 */
export function useAutoplay(view: SliderView, speed: number) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  /** The shopper's own choice (Pause / Play); until then, their motion preference decides. */
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const stopped = chosen === null ? reducedMotion : chosen === 'pause';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = speed > 0 && !stopped;
  const moving = playing && !hovered && !focused && view.canGoForward;
  const { root, viewport, next, first } = view;

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const over = () => setHovered(true);
    const out = (event: MouseEvent) => setHovered(stays(event, element));
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => setFocused(stays(event, element));
    element.addEventListener('mouseover', over);
    element.addEventListener('mouseout', out);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('mouseover', over);
      element.removeEventListener('mouseout', out);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [root]);

  useEffect(() => {
    // The live region is all autoplay changes on the slider's own markup, which renders no autoplay state.
    viewport.current?.setAttribute('aria-live', moving ? 'off' : 'polite');
    if (!moving) return undefined;
    // A transition: a move nobody asked for renders time-sliced, never as one long task (a slow phone's page
    // is still starting when the first move comes).
    const timer = window.setTimeout(() => startTransition(next), speed);
    return () => window.clearTimeout(timer);
  }, [viewport, moving, first, next, speed]);

  return { playing, toggle: () => setChosen(playing ? 'pause' : 'play') };
}

import { startTransition, useEffect, useState } from 'react';
import type { SliderView } from './use-slider';

/** Whether an event's relatedTarget (where the pointer or focus went) is still inside the slider. */
const stays = (event: MouseEvent | FocusEvent, root: HTMLElement) =>
  event.relatedTarget instanceof Node && root.contains(event.relatedTarget);

/**
 * Moves the slider on every `speed` ms (WAI-ARIA APG auto-rotating carousel): not while the pointer is over
 * it, nor while anything in it has focus, nor once the shopper pauses it; without `loop` it stops at the end.
 * While it moves, the slides are no live region, so a screen reader is not interrupted on every change.
 */
export function useAutoplay(view: SliderView, speed: number) {
  const [stopped, setStopped] = useState(false);
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

  return { playing, toggle: () => setStopped((value) => !value) };
}

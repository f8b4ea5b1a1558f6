import './slider-controls.css';
import { useAutoplay } from './use-autoplay';
import type { SliderView } from './use-slider';

export interface SliderControlsLabels {
  play: string;
  pause: string;
  /** The dots' group, e.g. 'Choose slide'. */
  dots: string;
  /** One dot, e.g. 'Go to slide 2' (positions count from 1). */
  goTo: (position: number) => string;
}

interface SliderControlsProps {
  view: SliderView;
  labels: SliderControlsLabels;
  /** Autoplay every this many ms (with a play/pause button); 0: none. */
  autoplaySpeed?: number;
  dots?: boolean;
}

/**
 * The controls only some sliders have (the Page Builder's), in a module of their own so that the sliders
 * without them do not load them: a pause button first when it plays by itself (WAI-ARIA APG), then the dots.
 */
export function SliderControls({ view, labels, autoplaySpeed = 0, dots }: SliderControlsProps) {
  const autoplay = useAutoplay(view, autoplaySpeed);
  // A dot for each place a view can start at, a step apart; the last one shows the last items.
  const positions = Math.ceil(view.last / view.step) + 1;
  const current = Math.ceil(view.first / view.step);
  return (
    <div className="slider-controls">
      {autoplaySpeed > 0 ? (
        <button
          type="button"
          className="slider__button"
          aria-label={autoplay.playing ? labels.pause : labels.play}
          onClick={autoplay.toggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={autoplay.playing ? 'M6 4h4v16H6z M14 4h4v16h-4z' : 'M6 4l14 8-14 8z'} />
          </svg>
        </button>
      ) : null}
      {dots ? (
        <div className="slider-controls__dots" role="group" aria-label={labels.dots}>
          {Array.from({ length: positions }, (_unused, position) => (
            <button
              key={position}
              type="button"
              className="slider-controls__dot"
              aria-label={labels.goTo(position + 1)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => view.setFirst(Math.min(position * view.step, view.last))}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

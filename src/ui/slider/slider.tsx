import './slider.css';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useSlider, type SliderOptions } from './use-slider';

export interface SliderItem {
  key: string;
  content: ReactNode;
}

interface SliderProps extends Omit<SliderOptions, 'count'> {
  /** The carousel's accessible name, e.g. 'Brands'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  items: SliderItem[];
  className?: string;
}

/**
 * A horizontal slider (WAI-ARIA APG carousel): named previous/next buttons and the arrow keys page through
 * the items; items out of view are inert. Items are laid out at once and moved with a transform, so paging
 * never shifts the page.
 */
export function Slider({ label, previousLabel, nextLabel, items, className, ...options }: SliderProps) {
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const view = useSlider(root, viewport, track, { count: items.length, ...options });
  const itemWidth = 100 / view.perView;
  const visible = (index: number) => index >= view.first && index < view.first + view.perView;
  const style = { '--slider-item-width': `${itemWidth}%` } as CSSProperties;
  return (
    <section
      ref={root}
      className={['slider', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div ref={viewport} className="slider__viewport">
        <ul
          ref={track}
          className="slider__track"
          style={{ transform: `translateX(-${view.first * itemWidth}%)` }}
        >
          {items.map((item, index) => (
            <li key={item.key} className="slider__item" aria-hidden={!visible(index)} inert={!visible(index)}>
              {item.content}
            </li>
          ))}
        </ul>
      </div>
      {view.paged ? (
        <>
          <SliderButton
            direction="previous"
            label={previousLabel}
            enabled={view.canGoBack}
            onClick={view.previous}
          />
          <SliderButton direction="next" label={nextLabel} enabled={view.canGoForward} onClick={view.next} />
        </>
      ) : null}
    </section>
  );
}

interface SliderButtonProps {
  direction: 'previous' | 'next';
  label: string;
  enabled: boolean;
  onClick: () => void;
}

/** aria-disabled rather than disabled at either end, so a keyboard user's focus stays on the button. */
function SliderButton({ direction, label, enabled, onClick }: SliderButtonProps) {
  return (
    <button
      type="button"
      className={`slider__button slider__button--${direction}`}
      aria-label={label}
      aria-disabled={!enabled}
      onClick={enabled ? onClick : undefined}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
      </svg>
    </button>
  );
}

import './slider.css';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useSlider, type SliderOptions, type SliderView } from './use-slider';
import { useMountedItems } from './use-mounted-items';

/** The count the stylesheet fits items by when a row is not filled: more than any row holds. */
const ROW_UNFILLED_COUNT = 1000;

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
  /** Previous/next buttons (the arrow keys work either way). */
  arrows?: boolean;
  /**
   * The buttons beside the slides (medium screens up) or under them (phones), never over them: for items whose
   * every part matters, such as product cards (a name under a button cannot be read). Otherwise they are laid
   * over the slides' edges, which suits pictures.
   */
  arrowsBeside?: boolean;
  /** Slides cross-fade in place instead of sliding (one item per view). */
  fade?: boolean;
  /** Names the items as slides (role group, e.g. '2 of 5'); without it they are a plain list. */
  itemLabel?: (index: number) => string;
  /** More controls under the slides (dots, autoplay: ./slider-controls), shown when there is more than one view. */
  controls?: (view: SliderView) => ReactNode;
}

/**
 * A horizontal slider (WAI-ARIA APG carousel): named previous/next buttons and the arrow keys page through
 * the items; items out of view are inert. Items are laid out at once and moved with a transform (or stacked
 * and faded), so paging never shifts the page; the content of those far out of view mounts when the shopper
 * reaches for the slider (useMountedItems).
 */
export function Slider({ label, previousLabel, nextLabel, items, className, ...options }: SliderProps) {
  const { arrows = true, arrowsBeside = false, fade, itemLabel, controls } = options;
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const view = useSlider(root, viewport, track, { count: items.length, ...options });
  // The items in view (and the next) mount with the slider; the rest when the shopper reaches for it.
  const { reached, reachFor } = useMountedItems(fade ? items.length : view.reach, items.length);
  const itemWidth = 100 / view.perView;
  const visible = (index: number) => index >= view.first && index < view.first + view.perView;
  // Until the viewport's width is known, the stylesheet fits the items from their count and minimum width.
  const style: Record<string, string | number> = view.fitting
    ? {
        // A row that is not filled (fillRow false) fits as many as its width allows, whatever the count.
        '--slider-count': options.fillRow === false ? ROW_UNFILLED_COUNT : items.length,
        '--slider-min-item-width': `${options.minItemWidth}px`,
      }
    : { '--slider-item-width': `${itemWidth}%` };
  // Named slides are groups (the APG carousel's slides); a list may hold only list items, so it steps aside.
  const slide = (index: number) =>
    itemLabel && { role: 'group', 'aria-roledescription': 'slide', 'aria-label': itemLabel(index) };
  return (
    // The APG carousel's arrow keys are a shortcut for its buttons, caught as they bubble from them or an item.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={root}
      className={[
        'slider',
        fade && 'slider--fade',
        view.fitting && 'slider--fitting',
        arrows && arrowsBeside && 'slider--arrows-beside',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style as CSSProperties}
      onKeyDown={view.onKeyDown}
      onPointerEnter={reachFor}
      onTouchStart={reachFor}
      onFocus={reachFor}
    >
      <div ref={viewport} className="slider__viewport">
        <ul
          ref={track}
          className="slider__track"
          role={itemLabel && 'presentation'}
          style={fade ? undefined : { transform: `translateX(-${view.first * itemWidth}%)` }}
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              className="slider__item"
              aria-hidden={!visible(index)}
              inert={!visible(index)}
              {...slide(index)}
            >
              {index < reached ? item.content : null}
            </li>
          ))}
        </ul>
      </div>
      {view.paged && arrows ? (
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
      {view.paged ? controls?.(view) : null}
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

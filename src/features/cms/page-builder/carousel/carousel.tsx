import './carousel.css';
import type { CSSProperties, ReactNode } from 'react';
import { useCarousel } from '../hooks/use-carousel';
import { CarouselIcon } from './carousel-icon';
import { PAGE_BUILDER_MESSAGES as M } from '../messages';
import type { CarouselSettings } from '../content-types/products/products-config';

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  slideNames?: string[];
  perView: number;
  settings: CarouselSettings;
  fade?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The carousel pattern (WAI-ARIA APG): named previous/next buttons, slide pickers, a pause button when it
 * plays by itself. Every slide is laid out at once and moved with a transform, so changing slides never
 * shifts the page; hidden slides are inert.
 */
export function Carousel({
  label,
  slides,
  slideNames = [],
  perView,
  settings,
  fade,
  className,
  style,
}: CarouselProps) {
  const view = useCarousel({ count: slides.length, perView, ...settings });
  const slideWidth = 100 / perView;
  const track: CSSProperties = fade ? {} : { transform: `translateX(-${view.current * slideWidth}%)` };
  const slideLabel = (index: number) => {
    const position = M.slideOf(index + 1, slides.length);
    return slideNames[index] ? `${slideNames[index]}, ${position}` : position;
  };
  return (
    <section
      className={['pb-carousel', fade ? 'pb-carousel--fade' : '', className].filter(Boolean).join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      {...view.rootHandlers}
    >
      <div className="pb-carousel__viewport">
        <div className="pb-carousel__track" style={track} aria-live={view.moving ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="pb-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index)}
              aria-hidden={!view.isVisible(index)}
              inert={!view.isVisible(index)}
              style={{ flexBasis: `${slideWidth}%` }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {view.positions > 1 ? <CarouselControls view={view} settings={settings} /> : null}
    </section>
  );
}

type CarouselView = ReturnType<typeof useCarousel>;

function PlayPause({ view }: { view: CarouselView }) {
  return (
    <button type="button" className="pb-carousel__button" onClick={view.togglePlaying}>
      <span className="visually-hidden">{view.playing ? M.pauseSlides : M.playSlides}</span>
      <CarouselIcon name={view.playing ? 'pause' : 'play'} />
    </button>
  );
}

function Arrow({ direction, view }: { direction: 'previous' | 'next'; view: CarouselView }) {
  const previous = direction === 'previous';
  return (
    <button
      type="button"
      className={`pb-carousel__button pb-carousel__button--${direction}`}
      onClick={previous ? view.previous : view.next}
      disabled={previous ? !view.canGoBack : !view.canGoForward}
    >
      <span className="visually-hidden">{previous ? M.previousSlide : M.nextSlide}</span>
      <CarouselIcon name={direction} />
    </button>
  );
}

function Dots({ view }: { view: CarouselView }) {
  return (
    <div className="pb-carousel__dots" role="group" aria-label={M.chooseSlide}>
      {Array.from({ length: view.positions }, (_unused, position) => (
        <button
          key={position}
          type="button"
          className="pb-carousel__dot"
          aria-label={M.goToSlide(position + 1)}
          aria-current={position === view.current ? 'true' : undefined}
          onClick={() => view.goTo(position)}
        />
      ))}
    </div>
  );
}

function CarouselControls({ view, settings }: { view: CarouselView; settings: CarouselSettings }) {
  return (
    <div className="pb-carousel__controls">
      {view.autoplay ? <PlayPause view={view} /> : null}
      {settings.showArrows ? <Arrow direction="previous" view={view} /> : null}
      {settings.showArrows ? <Arrow direction="next" view={view} /> : null}
      {settings.showDots ? <Dots view={view} /> : null}
    </div>
  );
}

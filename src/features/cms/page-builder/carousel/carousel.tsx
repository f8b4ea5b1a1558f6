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

function CarouselControls({
  view,
  settings,
}: {
  view: ReturnType<typeof useCarousel>;
  settings: CarouselSettings;
}) {
  return (
    <div className="pb-carousel__controls">
      {view.autoplay ? (
        <button type="button" className="pb-carousel__button" onClick={view.togglePlaying}>
          <span className="visually-hidden">{view.playing ? M.pauseSlides : M.playSlides}</span>
          <CarouselIcon name={view.playing ? 'pause' : 'play'} />
        </button>
      ) : null}
      {settings.showArrows ? (
        <>
          <button
            type="button"
            className="pb-carousel__button pb-carousel__button--previous"
            onClick={view.previous}
            disabled={!view.canGoBack}
          >
            <span className="visually-hidden">{M.previousSlide}</span>
            <CarouselIcon name="previous" />
          </button>
          <button
            type="button"
            className="pb-carousel__button pb-carousel__button--next"
            onClick={view.next}
            disabled={!view.canGoForward}
          >
            <span className="visually-hidden">{M.nextSlide}</span>
            <CarouselIcon name="next" />
          </button>
        </>
      ) : null}
      {settings.showDots ? (
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
      ) : null}
    </div>
  );
}

import { Slider, type SliderItem } from '../../../../ui/slider/slider';
import { SliderControls } from '../../../../ui/slider/slider-controls';
import { PAGE_BUILDER_MESSAGES as M } from '../messages';
import type { CarouselSettings } from './products/products-config';

const CONTROL_LABELS = {
  play: M.playSlides,
  pause: M.pauseSlides,
  dots: M.chooseSlide,
  goTo: M.goToSlide,
};

interface ContentCarouselProps {
  label: string;
  items: SliderItem[];
  /** What each slide is (a slide's name, a product's), said before its position; '' for none. */
  names: string[];
  perView: number;
  settings: CarouselSettings;
  fade?: boolean;
  /** The arrows beside the slides rather than over them (product cards). */
  arrowsBeside?: boolean;
}

/**
 * A Page Builder slider or products carousel (SPEC 2.5): the shared slider with the content's settings. It
 * moves one item a step, as Page Builder's own carousels do, and names each item as a slide.
 */
export function ContentCarousel({
  label,
  items,
  names,
  perView,
  settings,
  fade,
  arrowsBeside,
}: ContentCarouselProps) {
  const slideLabel = (index: number) => {
    const position = M.slideOf(index + 1, items.length);
    return names[index] ? `${names[index]}, ${position}` : position;
  };
  return (
    <Slider
      label={label}
      previousLabel={M.previousSlide}
      nextLabel={M.nextSlide}
      items={items}
      perView={perView}
      step="item"
      loop={settings.infinite}
      fade={fade}
      arrows={settings.showArrows}
      arrowsBeside={arrowsBeside}
      itemLabel={slideLabel}
      controls={(view) => (
        <SliderControls
          view={view}
          labels={CONTROL_LABELS}
          autoplaySpeed={settings.autoplay ? settings.autoplaySpeed : 0}
          dots={settings.showDots}
        />
      )}
    />
  );
}

// User-visible Page Builder strings. The empty-content text is the CMS one (SPEC 8).
import { CMS_MESSAGES } from '../messages';

export const PAGE_BUILDER_MESSAGES = {
  noBlocks: CMS_MESSAGES.noBlocks,
  loadingProducts: 'Loading products',
  slider: 'Slideshow',
  productCarousel: 'Products',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause slideshow',
  playSlides: 'Play slideshow',
  chooseSlide: 'Choose slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  video: 'Video',
  watchVideo: 'Watch the video',
  map: (name: string) => (name ? `Map: ${name}` : 'Map'),
  viewOnMap: (name: string) => (name ? `View ${name} on the map` : 'View on the map'),
} as const;

import { Shimmer } from '../../../ui/shimmer/shimmer';
import { Slider } from '../../../ui/slider/slider';
import { bannerSrc, bannerSrcSet } from '../banner-image';
import { BANNER_ASPECT_RATIO, BANNER_FALLBACK_WIDTH, BANNER_MAX_WIDTH, BANNER_SIZES } from '../constants';
import type { Promo } from '../home-content';
import { HOME_MESSAGES } from '../messages';
import { PromoLink } from './promo-link';

/** One slide: the image fills a 3:1 box; the first one is the page's largest paint, so it loads first. */
function BannerSlide({ slide, index }: { slide: Promo; index: number }) {
  const first = index === 0;
  return (
    <PromoLink
      link={slide.link}
      className="banner-slide"
      banner={{ name: slide.name, placement: 'banner slider', position: index + 1 }}
    >
      {slide.image ? (
        <img
          className="banner-slide__image"
          src={bannerSrc(slide.image, BANNER_FALLBACK_WIDTH)}
          srcSet={bannerSrcSet(slide.image)}
          sizes={BANNER_SIZES}
          alt=""
          width={BANNER_MAX_WIDTH}
          height={Math.round(BANNER_MAX_WIDTH / BANNER_ASPECT_RATIO)}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      ) : null}
      <span className="banner-slide__caption">
        {slide.heading ? <span className="banner-slide__heading">{slide.heading}</span> : null}
        {slide.text ? <span className="banner-slide__text">{slide.text}</span> : null}
        {slide.cta ? <span className="banner-slide__cta">{slide.cta}</span> : null}
      </span>
    </PromoLink>
  );
}

/** The home banner slider (SPEC 1, 9): the CMS home page's slides, at most 1440px wide, one at a time. */
export function BannerSlider({ slides, loading }: { slides: Promo[]; loading: boolean }) {
  if (loading)
    return (
      <div className="home-banner" role="status" aria-label={HOME_MESSAGES.loadingBanners}>
        <Shimmer className="home-banner__placeholder" height="auto" />
      </div>
    );
  if (!slides.length) return null;
  return (
    <div className="home-banner">
      <Slider
        className="home-banner__slider"
        label={HOME_MESSAGES.banners}
        previousLabel={HOME_MESSAGES.previousBanner}
        nextLabel={HOME_MESSAGES.nextBanner}
        perView={1}
        items={slides.map((slide, i) => ({
          key: slide.key,
          content: <BannerSlide slide={slide} index={i} />,
        }))}
      />
    </div>
  );
}

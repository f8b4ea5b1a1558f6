import { Slider } from '../../../ui/slider/slider';
import { bannerSrc } from '../banner-image';
import { AD_MIN_ITEM_WIDTH } from '../constants';
import type { Promo } from '../home-content';
import { HOME_MESSAGES } from '../messages';
import { HomeSection } from './home-section';
import { PromoLink } from './promo-link';

const AD_IMAGE_WIDTH = 640;
const AD_IMAGE_HEIGHT = 240;

function AdItem({ ad, index }: { ad: Promo; index: number }) {
  return (
    <PromoLink
      link={ad.link}
      className="ad-item"
      banner={{ name: ad.name, placement: 'ad container', position: index + 1 }}
    >
      {ad.image ? (
        <img
          className="ad-item__image"
          src={bannerSrc(ad.image, AD_IMAGE_WIDTH, AD_IMAGE_WIDTH / AD_IMAGE_HEIGHT)}
          alt=""
          width={AD_IMAGE_WIDTH}
          height={AD_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="ad-item__heading">{ad.heading || ad.name}</span>
      {ad.text ? <span className="ad-item__text">{ad.text}</span> : null}
      {ad.cta ? <span className="ad-item__cta">{ad.cta}</span> : null}
    </PromoLink>
  );
}

/** The ad container (SPEC 1, 9): the CMS home page's promotional banners, each at least 240px wide. */
export function AdContainer({ ads }: { ads: Promo[] }) {
  if (!ads.length) return null;
  return (
    <HomeSection title={HOME_MESSAGES.ads} region={false}>
      <Slider
        className="ad-container"
        label={HOME_MESSAGES.ads}
        previousLabel={HOME_MESSAGES.previous(HOME_MESSAGES.ads)}
        nextLabel={HOME_MESSAGES.next(HOME_MESSAGES.ads)}
        minItemWidth={AD_MIN_ITEM_WIDTH}
        items={ads.map((ad, i) => ({ key: ad.key, content: <AdItem ad={ad} index={i} /> }))}
      />
    </HomeSection>
  );
}

import './home.css';
import { lazy } from 'react';
import { NearViewport } from '../../../ui/near-viewport/near-viewport';
import { BrandsSlider } from '../../brands';
import { usePageTitle } from '../../routing';
import { useHomeContent } from '../hooks/use-home-content';
import { NEAR_VIEWPORT_MARGIN } from '../constants';
import { HOME_MESSAGES } from '../messages';
import { BannerSlider } from './banner-slider';
import { HomeSection } from './home-section';
import { RewardsBanner } from './rewards-banner';

const HomeSections = lazy(() => import(/* webpackChunkName: "home-sections" */ './home-sections'));
const HomeCmsContent = lazy(() => import(/* webpackChunkName: "home-cms-content" */ './home-cms-content'));

/**
 * The home page (SPEC 1): banner slider, my-rewards banner and brands first; bestsellers (signed in only),
 * categories, top deals, ads and new arrivals as the shopper scrolls; then the rest of the CMS home page.
 */
export default function HomePage() {
  usePageTitle(HOME_MESSAGES.title);
  const content = useHomeContent();
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{HOME_MESSAGES.title}</h1>
      <BannerSlider slides={content.slides} loading={content.loading} />
      <RewardsBanner />
      <HomeSection title={HOME_MESSAGES.brands} region={false}>
        <BrandsSlider label={HOME_MESSAGES.brands} />
      </HomeSection>
      <NearViewport minHeight="60rem" label={HOME_MESSAGES.loadingSections} margin={NEAR_VIEWPORT_MARGIN}>
        <HomeSections ads={content.ads} />
      </NearViewport>
      {content.rest ? (
        <NearViewport minHeight="20rem" label={HOME_MESSAGES.loadingSections} margin={NEAR_VIEWPORT_MARGIN}>
          <HomeCmsContent html={content.rest} />
        </NearViewport>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { NearViewport } from '../../../ui/near-viewport/near-viewport';
import { RecentlyViewed } from '../../recently-viewed';
import { selectIsSignedIn } from '../../user';
import { NEW_ARRIVALS_FILTER, TOP_DEALS_FILTER } from '../constants';
import type { Promo } from '../home-content';
import { useBestsellers, useFilteredProducts } from '../hooks/use-home-products';
import { HOME_MESSAGES } from '../messages';
import { AdContainer } from './ad-container';
import { CategoriesSection } from './categories-section';
import { ProductCarousel } from './product-carousel';

/** About a product carousel's and the ads row's height with their titles (measured: 447-477px, 298-357px). */
const CAROUSEL_HEIGHT = '29rem';
const ADS_HEIGHT = '20rem';
/**
 * Closer than the page's other lazy parts (300px): above the carousels are only the top categories, shorter in a
 * shop with few of them (or while they load, when their answer was not inlined), and a wider margin would then
 * mount the first carousel during a phone's page load anyway.
 */
const FURTHER_DOWN_MARGIN = '100px';

function Bestsellers() {
  // SPEC 1, 6: the bestseller section is for signed-in customers only. A guest's page does not even set up
  // its query (a skipped useQuery still costs its document's preparation during the page's load).
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <BestsellerCarousel /> : null;
}

function BestsellerCarousel() {
  return <ProductCarousel title={HOME_MESSAGES.bestsellers} {...useBestsellers()} />;
}

function TopDeals() {
  return <ProductCarousel title={HOME_MESSAGES.topDeals} {...useFilteredProducts(TOP_DEALS_FILTER)} />;
}

function NewArrivals() {
  return <ProductCarousel title={HOME_MESSAGES.newArrivals} {...useFilteredProducts(NEW_ARRIVALS_FILTER)} />;
}

/**
 * A section further down mounts (and asks for its products) only as the shopper scrolls towards it: on a phone
 * each carousel is a few hundred milliseconds of rendering, style and layout during the page's load for
 * something not on screen yet. Its place keeps about its height (a carousel or the ads row), so the page below
 * keeps its length and nothing in view moves when it mounts.
 */
function FurtherDown({ height, children }: { height: string; children: ReactNode }) {
  return (
    <NearViewport minHeight={height} label={HOME_MESSAGES.loadingSections} margin={FURTHER_DOWN_MARGIN}>
      {children}
    </NearViewport>
  );
}

/** The home sections below the fold, a chunk of their own that loads as the shopper scrolls towards them. */
export default function HomeSections({ ads }: { ads: Promo[] }) {
  return (
    <>
      <Bestsellers />
      <CategoriesSection />
      <FurtherDown height={CAROUSEL_HEIGHT}>
        <TopDeals />
      </FurtherDown>
      <FurtherDown height={ADS_HEIGHT}>
        <AdContainer ads={ads} />
      </FurtherDown>
      <FurtherDown height={CAROUSEL_HEIGHT}>
        <NewArrivals />
      </FurtherDown>
      <RecentlyViewed />
    </>
  );
}

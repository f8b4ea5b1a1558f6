import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import { NEW_ARRIVALS_FILTER, TOP_DEALS_FILTER } from '../constants';
import type { Promo } from '../home-content';
import { useBestsellers, useFilteredProducts } from '../hooks/use-home-products';
import { HOME_MESSAGES } from '../messages';
import { AdContainer } from './ad-container';
import { CategoriesSection } from './categories-section';
import { ProductCarousel } from './product-carousel';

function Bestsellers() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const view = useBestsellers(signedIn);
  // SPEC 1, 6: the bestseller section is for signed-in customers only.
  if (!signedIn) return null;
  return <ProductCarousel title={HOME_MESSAGES.bestsellers} {...view} />;
}

function TopDeals() {
  return <ProductCarousel title={HOME_MESSAGES.topDeals} {...useFilteredProducts(TOP_DEALS_FILTER)} />;
}

function NewArrivals() {
  return <ProductCarousel title={HOME_MESSAGES.newArrivals} {...useFilteredProducts(NEW_ARRIVALS_FILTER)} />;
}

/** The home sections below the fold, a chunk of their own that loads as the shopper scrolls towards them. */
export default function HomeSections({ ads }: { ads: Promo[] }) {
  return (
    <>
      <Bestsellers />
      <CategoriesSection />
      <TopDeals />
      <AdContainer ads={ads} />
      <NewArrivals />
    </>
  );
}

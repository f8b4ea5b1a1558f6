import './brands.css';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { Slider } from '../../../ui/slider/slider';
import { BRAND_SLIDER_MIN_ITEM_WIDTH } from '../constants';
import { useBrands } from '../hooks/use-brands';
import { BRAND_MESSAGES } from '../messages';
import { BrandTile } from './brand-tile';

const SKELETON_TILES = 6;

/**
 * The brands as a slider of logos, each linking to its brand page (home page, sign-in page). Items are at
 * least 154px wide; previous/next buttons and the arrow keys page through them.
 */
export function BrandsSlider({ label = BRAND_MESSAGES.brands }: { label?: string }) {
  const { loading, brands } = useBrands();
  if (loading)
    return (
      <div
        className="brands-slider brands-slider--loading"
        role="status"
        aria-label={BRAND_MESSAGES.loadingBrands}
      >
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <Shimmer key={i} className="brands-slider__placeholder" height="7rem" />
        ))}
      </div>
    );
  if (!brands.length) return null;
  return (
    <Slider
      className="brands-slider"
      label={label}
      previousLabel={BRAND_MESSAGES.previousBrands}
      nextLabel={BRAND_MESSAGES.nextBrands}
      minItemWidth={BRAND_SLIDER_MIN_ITEM_WIDTH}
      items={brands.map((brand) => ({ key: brand.uid, content: <BrandTile brand={brand} /> }))}
    />
  );
}

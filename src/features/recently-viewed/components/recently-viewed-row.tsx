import './recently-viewed.css';
import { useId } from 'react';
import { Slider } from '../../../ui/slider/slider';
import { ProductCard } from '../../catalog';
import { ROW_MIN_HEIGHT, ROW_MIN_ITEM_WIDTH } from '../constants';
import { useRecentlyViewedProducts } from '../hooks/use-recently-viewed-products';
import { RECENTLY_VIEWED_MESSAGES as M } from '../messages';

/** The row of product cards (loaded as the shopper nears it); nothing when none of the products is sold now. */
export default function RecentlyViewedRow({ skus }: { skus: string[] }) {
  const id = useId();
  const { loading, products } = useRecentlyViewedProducts(skus);
  if (loading) return <div role="status" aria-label={M.loading} style={{ minHeight: ROW_MIN_HEIGHT }} />;
  if (!products.length) return null;
  // The slider is the region (a carousel named by the title); the heading shows the title in the outline.
  return (
    <div className="recently-viewed site-width">
      <h2 id={id} className="recently-viewed__title">
        {M.title}
      </h2>
      <Slider
        label={M.title}
        previousLabel={M.previous}
        nextLabel={M.next}
        minItemWidth={ROW_MIN_ITEM_WIDTH}
        arrowsBeside
        fillRow={false}
        items={products.map((product) => ({ key: product.uid, content: <ProductCard product={product} /> }))}
      />
    </div>
  );
}

import { Slider } from '../../../ui/slider/slider';
import { ProductCard, type ProductCardData } from '../../catalog';
import { RECOMMENDATION_MIN_ITEM_WIDTH } from '../constants';
import { PRODUCT_MESSAGES } from '../messages';

/** A titled slider of product cards (related products, up-sells); its arrows beside the cards, never over them. */
export function ProductSlider({ title, products }: { title: string; products: ProductCardData[] }) {
  if (!products.length) return null;
  // The slider is the region (a carousel named by the title); the heading shows the title in the outline.
  return (
    <div className="product-recommendations">
      <h2>{title}</h2>
      <Slider
        label={title}
        previousLabel={PRODUCT_MESSAGES.previousProducts(title)}
        nextLabel={PRODUCT_MESSAGES.nextProducts(title)}
        minItemWidth={RECOMMENDATION_MIN_ITEM_WIDTH}
        arrowsBeside
        fillRow={false}
        items={products.map((product) => ({ key: product.uid, content: <ProductCard product={product} /> }))}
      />
    </div>
  );
}

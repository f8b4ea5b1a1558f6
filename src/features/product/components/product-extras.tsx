// The product page's parts below its fold, in a chunk of their own (with the product card and the slider),
// loaded when the shopper nears them: the specifications, and the up-sell and related products.
import '../../../ui/slider/slider.css';
import './product-extras.css';
import { useProductExtras } from '../hooks/use-product-extras';
import { PRODUCT_MESSAGES } from '../messages';
import { ProductSlider } from './product-recommendations';
import { SpecificationsTable } from './product-specifications';

function Waiting({ label, height }: { label: string; height: string }) {
  return (
    <div className="product-extras__waiting" role="status" aria-label={label} style={{ minHeight: height }} />
  );
}

export function ProductSpecifications({ minHeight }: { minHeight: string }) {
  const extras = useProductExtras();
  if (extras.loading) return <Waiting label={PRODUCT_MESSAGES.loadingSpecifications} height={minHeight} />;
  return extras.specifications.length ? <SpecificationsTable rows={extras.specifications} /> : null;
}

export function ProductRecommendations({ minHeight }: { minHeight: string }) {
  const extras = useProductExtras();
  if (extras.loading) return <Waiting label={PRODUCT_MESSAGES.loadingRecommendations} height={minHeight} />;
  return (
    <>
      <ProductSlider title={PRODUCT_MESSAGES.upsellProducts} products={extras.upsells} />
      <ProductSlider title={PRODUCT_MESSAGES.relatedProducts} products={extras.related} />
    </>
  );
}

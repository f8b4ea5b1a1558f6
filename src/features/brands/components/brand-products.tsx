import { ProductGrid } from '../../catalog';
import { BRAND_PAGE_SIZE } from '../constants';
import type { BrandPageView } from '../hooks/use-brand-page';
import { BRAND_MESSAGES } from '../messages';

/** The brand's products: a 2-column grid, 4 from medium screens; skeleton cards while a page loads. */
export function BrandProducts({ view }: { view: BrandPageView }) {
  if (view.error)
    return (
      <p className="brand-page__message" role="alert">
        {BRAND_MESSAGES.loadError}
      </p>
    );
  const loading = view.loadingBrand || view.loadingProducts;
  if (!loading && !view.products.length)
    return <p className="brand-page__message">{BRAND_MESSAGES.noProducts}</p>;
  return (
    <ProductGrid
      products={view.products}
      loading={loading}
      label={BRAND_MESSAGES.products(view.name)}
      loadingLabel={BRAND_MESSAGES.loadingProducts}
      skeletons={BRAND_PAGE_SIZE}
    />
  );
}

import { ProductCard, ProductCardSkeleton } from '../../catalog';
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
  if (view.loadingBrand || view.loadingProducts)
    return (
      <ul className="brand-page__grid" aria-label={BRAND_MESSAGES.loadingProducts} aria-busy="true">
        {Array.from({ length: BRAND_PAGE_SIZE }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (!view.products.length) return <p className="brand-page__message">{BRAND_MESSAGES.noProducts}</p>;
  return (
    <ul className="brand-page__grid" aria-label={BRAND_MESSAGES.products(view.name)}>
      {view.products.map((product) => (
        <li key={product.uid}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

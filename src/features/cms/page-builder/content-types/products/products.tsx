import './products.css';
import { MOBILE_MODAL_QUERY, useMediaQuery } from '../../../../../ui/hooks/use-media-query';
import { ProductCard, ProductGrid } from '../../../../catalog';
import { CAROUSEL_PRODUCTS_PER_VIEW } from '../../constants';
import { usePageBuilderProducts } from '../../hooks/use-page-builder-products';
import { PAGE_BUILDER_MESSAGES as M } from '../../messages';
import { ContentCarousel } from '../carousel';
import { boxProps, type ContentProps } from '../content-props';
import type { ProductsConfig } from './products-config';

/** Products by SKU or condition, as a grid or a carousel of product cards. */
export function Products({ config }: ContentProps<ProductsConfig>) {
  const { loading, products, expected } = usePageBuilderProducts(config);
  const mobile = useMediaQuery(MOBILE_MODAL_QUERY);
  const box = boxProps(config, `pb-products pb-products--${config.display}`);
  if (loading) {
    return (
      <div {...box} role="status" aria-label={M.loadingProducts}>
        <ProductGrid products={[]} loading skeletons={expected} />
      </div>
    );
  }
  if (products.length === 0) return null;
  if (config.display === 'carousel') {
    const perView = mobile ? CAROUSEL_PRODUCTS_PER_VIEW.mobile : CAROUSEL_PRODUCTS_PER_VIEW.desktop;
    return (
      <div {...box}>
        <ContentCarousel
          label={M.productCarousel}
          items={products.map((product) => ({
            key: product.uid,
            content: <ProductCard product={product} />,
          }))}
          names={products.map((product) => product.name ?? '')}
          perView={perView}
          settings={config.carousel}
          arrowsBeside
        />
      </div>
    );
  }
  return (
    <div {...box}>
      <ProductGrid products={products} loading={false} priorityCards={0} />
    </div>
  );
}

import { Shimmer } from '../../../ui/shimmer/shimmer';
import { PRODUCT_MESSAGES } from '../messages';

/** The product page's skeleton: picture, name, price, options and the add button. */
export function ProductShimmer() {
  return (
    <div className="site-width product-page" role="status" aria-label={PRODUCT_MESSAGES.loading}>
      <Shimmer className="product-shimmer__crumbs" width="40%" height="1rem" />
      <div className="product-page__layout">
        <Shimmer className="product-shimmer__image" height="auto" />
        <div className="product-page__info">
          <Shimmer width="80%" height="2rem" />
          <Shimmer width="30%" height="1rem" />
          <Shimmer width="40%" height="1.75rem" />
          <Shimmer width="60%" height="2.5rem" />
          <Shimmer width="100%" height="3rem" />
        </div>
      </div>
    </div>
  );
}

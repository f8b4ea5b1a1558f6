import './product-page.css';
import { memo } from 'react';
import { RichContent } from '../../cms';
import { DeliveryEstimate } from '../../location';
import { CompareButton } from '../../compare';
import { EmiOffer } from '../../emi';
import { RecentlyViewed, useRecordRecentlyViewed } from '../../recently-viewed';
import { NotifyMe } from '../../stock-alerts';
import { ProductReviewsSlot, RatingSummaryLink } from '../../reviews';
import { WishlistButton } from '../../wishlist';
import type { RootComponentProps } from '../../routing';
import { useProductPage } from '../hooks/use-product-page';
import { PRODUCT_MESSAGES } from '../messages';
import { CompetitorPrices } from './competitor-prices';
import { Breadcrumbs } from '../../../ui/breadcrumbs/breadcrumbs';
import { NearViewport } from '../../../ui/near-viewport/near-viewport';
import { ProductImageGallery } from './product-image-gallery';
import { ProductPrice } from './product-price';
import { ProductPurchase } from './product-purchase';
import { ProductShimmer } from './product-shimmer';
import { lazyComponent } from '../../../ui/lazy/lazy-component';
import { RECOMMENDATIONS_MIN_HEIGHT, SPECIFICATIONS_MIN_HEIGHT } from '../constants';

// Below the fold, with the product card and the slider: a chunk of their own, loaded as the shopper nears them.
// Until the code arrives the room stays held, as NearViewport held it.
const extras = () => import(/* webpackChunkName: "product-extras" */ './product-extras');
const holding = (minHeight: string, label: string) => (
  <div className="near-viewport__placeholder" style={{ minHeight }} role="status" aria-label={label} />
);
const ProductSpecifications = lazyComponent(
  () => extras().then((module) => ({ default: module.ProductSpecifications })),
  holding(SPECIFICATIONS_MIN_HEIGHT, PRODUCT_MESSAGES.loadingSpecifications),
);
const ProductRecommendations = lazyComponent(
  () => extras().then((module) => ({ default: module.ProductRecommendations })),
  holding(RECOMMENDATIONS_MIN_HEIGHT, PRODUCT_MESSAGES.loadingRecommendations),
);

/** Space kept for the description until it renders (below the fold, so nothing in view moves). */
const DESCRIPTION_MIN_HEIGHT = '10rem';

function StockStatus({ inStock, onlyLeft }: { inStock: boolean; onlyLeft: number | null }) {
  if (!inStock) return <p className="product-stock product-stock--out">{PRODUCT_MESSAGES.outOfStock}</p>;
  return (
    <p className="product-stock product-stock--in">
      {PRODUCT_MESSAGES.inStock}
      {onlyLeft ? (
        <span className="product-stock__left"> · {PRODUCT_MESSAGES.onlyLeft(onlyLeft)}</span>
      ) : null}
    </p>
  );
}

/** The PRODUCT root component's default variant (SPEC 2.3). */
function ProductPage({ name }: RootComponentProps) {
  const view = useProductPage({ name });
  useRecordRecentlyViewed(view.compareItem?.sku);
  if (view.status === 'loading') return <ProductShimmer />;
  if (view.status === 'failed')
    return (
      <section className="site-width product-page">
        <h1 className="product-page__name">{view.name}</h1>
        <p role="alert">{PRODUCT_MESSAGES.error}</p>
      </section>
    );

  return (
    <article className="site-width product-page">
      <Breadcrumbs
        trail={view.breadcrumbs}
        current={view.name}
        label={PRODUCT_MESSAGES.breadcrumbs}
        homeLabel={PRODUCT_MESSAGES.home}
      />
      <div className="product-page__layout">
        {/* Keyed by the first picture: another variant's pictures start from their first. */}
        <ProductImageGallery key={view.images[0]?.url ?? 'none'} images={view.images} />
        <div className="product-page__info">
          <div className="product-page__title">
            <h1 className="product-page__name">{view.name}</h1>
            {view.signedIn && view.wishlistItem ? <WishlistButton item={view.wishlistItem} /> : null}
          </div>
          <dl className="product-page__facts">
            {view.brand ? (
              <div>
                <dt>{PRODUCT_MESSAGES.brand}</dt>
                <dd>{view.brand}</dd>
              </div>
            ) : null}
            <div>
              <dt>{PRODUCT_MESSAGES.sku}</dt>
              <dd>{view.sku}</dd>
            </div>
          </dl>
          {/* Its room is kept: the button arrives once the page has settled, and moves nothing. */}
          <div className="product-page__compare">
            {view.compareItem ? <CompareButton item={view.compareItem} /> : null}
          </div>
          {view.price ? <ProductPrice price={view.price} surcharge={view.surcharge} /> : null}
          <RatingSummaryLink percent={view.rating.percent} count={view.rating.count} />
          {view.price ? <EmiOffer price={view.price.final} currency={view.price.currency} /> : null}
          <StockStatus inStock={view.inStock} onlyLeft={view.onlyLeft} />
          <CompetitorPrices prices={view.competitorPrices} />
          {/* wishlistItem: the product (not a variant) as the data layer names it. */}
          {view.soldOut && view.wishlistItem ? (
            <NotifyMe item={view.wishlistItem} />
          ) : (
            <ProductPurchase {...view} />
          )}
          {view.showDelivery ? <DeliveryEstimate /> : null}
        </div>
      </div>
      <NearViewport minHeight={SPECIFICATIONS_MIN_HEIGHT} label={PRODUCT_MESSAGES.loadingSpecifications}>
        <ProductSpecifications minHeight={SPECIFICATIONS_MIN_HEIGHT} />
      </NearViewport>
      {view.descriptionHtml ? (
        <section className="product-page__description" aria-label={PRODUCT_MESSAGES.description}>
          <h2>{PRODUCT_MESSAGES.description}</h2>
          {/* Below the gallery and details: the content renderer's code, its sanitising and its commit wait
              until the shopper scrolls towards it, rather than block the page as it opens. */}
          <NearViewport minHeight={DESCRIPTION_MIN_HEIGHT} label={PRODUCT_MESSAGES.loadingDescription}>
            <RichContent html={view.descriptionHtml} />
          </NearViewport>
        </section>
      ) : null}
      <ProductReviewsSlot />
      <NearViewport minHeight={RECOMMENDATIONS_MIN_HEIGHT} label={PRODUCT_MESSAGES.loadingRecommendations}>
        <ProductRecommendations minHeight={RECOMMENDATIONS_MIN_HEIGHT} />
      </NearViewport>
      <RecentlyViewed exclude={view.compareItem?.sku} />
    </article>
  );
}

/** Memo: the catch-all renders the page again, with the same route, whenever its own query's answer is rewritten. */
export default memo(ProductPage);

import './product-card.css';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Image } from '../../../ui/image/image';
import { CompareButton } from '../../compare';
import '../../../ui/rating/stars.css';
import { WishlistButton } from '../../wishlist';
import type { ProductCardData } from '../api/product-card.graphql';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_SIZES, CARD_IMAGE_WIDTH, SIGN_IN_PATH } from '../card-constants';
import { useProductCard, type ProductCardView } from '../hooks/use-product-card';
import { CATALOG_MESSAGES } from '../card-messages';

// The parts below are plain functions, not components: a list mounts dozens of cards in one commit, and each
// component a card is made of is work in it. The prices come formatted from the view (once per product).

function prices(view: ProductCardView) {
  return (
    <span className="product-card__prices">
      <span className="visually-hidden">{CATALOG_MESSAGES.ourPrice} </span>
      <span className="product-card__final">{view.finalPrice}</span>
      {view.discounted ? (
        <s className="product-card__regular">
          <span className="visually-hidden">{CATALOG_MESSAGES.regularPrice} </span>
          <span>{view.regularPrice}</span>
        </s>
      ) : null}
    </span>
  );
}

/** The price as a button: to the product when signed in; with a login prompt to /sign-in for guests (SPEC 1). */
function priceButton(view: ProductCardView) {
  if (view.signedIn)
    return (
      <Link className="product-card__price-button" to={view.href}>
        {prices(view)}
      </Link>
    );
  return (
    <Link className="product-card__price-button" to={SIGN_IN_PATH}>
      {prices(view)}
      <span className="product-card__login">{CATALOG_MESSAGES.loginPrompt}</span>
    </Link>
  );
}

function competitorPrices(view: ProductCardView) {
  if (!view.competitors.length) return null;
  return (
    <ul className="product-card__competitors" aria-label={CATALOG_MESSAGES.competitorPrices}>
      {view.competitors.map((offer) => (
        <li key={offer.platform} className="product-card__competitor">
          <span>{offer.platform}</span> <span>{offer.price}</span>
        </li>
      ))}
    </ul>
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  /** For the cards a page opens with in view: their image is the page's largest paint. */
  priority?: boolean;
}

/** A card's markup (ProductGrid's cards share it, with the suffix their grid asked for once). */
export function productCard(view: ProductCardView, priority: boolean) {
  return (
    <article className="product-card" aria-label={view.name}>
      {view.signedIn ? <WishlistButton corner item={view.wishlistItem} /> : null}
      <CompareButton corner item={view.compareItem} />
      {/* The name link carries the accessible name; the image is a second, mouse-sized way in. */}
      <Link className="product-card__image-link" to={view.href} tabIndex={-1} aria-hidden="true">
        {view.imageUrl ? (
          <Image
            className="product-card__image"
            resource={view.imageUrl}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
          />
        ) : (
          <span className="product-card__image product-card__image--none" />
        )}
      </Link>
      <Link className="product-card__name" to={view.href}>
        <span className="product-card__name-text">{view.name}</span>
      </Link>
      {/* ui/rating's stars, written out: this is the first route's code, where every byte counts. */}
      {view.rating ? (
        <span className="stars" role="img" aria-label={view.rating.label} style={view.rating.fill}>
          ({view.rating.count})
        </span>
      ) : null}
      {/* In the card's flow, under the name: laid over the picture it hid the brand printed on it. */}
      {view.topDeal ? <span className="product-card__badge">{CATALOG_MESSAGES.topDeals}</span> : null}
      {competitorPrices(view)}
      {priceButton(view)}
    </article>
  );
}

/**
 * A product in a carousel or Page Builder products block. Memo: a list renders again when its query answers,
 * with the same (cached) products.
 */
export const ProductCard = memo(function ProductCard({ product, priority = false }: ProductCardProps) {
  return productCard(useProductCard(product), priority);
});

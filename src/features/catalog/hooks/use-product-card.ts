import { useMemo, type CSSProperties } from 'react';
import { useQuery } from '@apollo/client/react';
import { activeLocale } from '../../../../common/locale';
import { formatMoney } from '../../../../common/money';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import type { CompareItem } from '../../compare';
import type { WishlistEventItem } from '../../wishlist';
import {
  GET_PRODUCT_URL_SUFFIX,
  type ProductCardData,
  type ProductUrlSuffixData,
} from '../api/product-card.graphql';
import { CATALOG_MESSAGES } from '../card-messages';

export interface CompetitorOffer {
  platform: string;
  /** The price, formatted (SPEC 9: whole rupees). */
  price: string;
}

/** What a card shows of its product alone, worked out once per product (and locale), not on every render. */
interface ProductCardFacts {
  name: string;
  imageUrl: string | null;
  /** Formatted prices (SPEC 9: whole rupees). */
  finalPrice: string;
  regularPrice: string;
  discounted: boolean;
  topDeal: boolean;
  /** Its stars (rating_summary, 0-100, as the stars' CSS fill), their label and the review count; none without. */
  rating: { fill: CSSProperties; label: string; count: number } | null;
  competitors: CompetitorOffer[];
  /** For the wishlist button and its events: the card knows the lowest final price only. */
  wishlistItem: WishlistEventItem;
  compareItem: CompareItem;
}

export interface ProductCardView extends ProductCardFacts {
  href: string;
  signedIn: boolean;
}

function competitorsOf(product: ProductCardData): CompetitorOffer[] {
  return (product.competitor_prices ?? []).flatMap((entry) =>
    entry?.platform && typeof entry.price?.value === 'number'
      ? [
          {
            platform: entry.platform,
            price: formatMoney(entry.price.value, { currency: entry.price.currency ?? undefined }),
          },
        ]
      : [],
  );
}

function ratingOf({ rating_summary: percent, review_count: count }: ProductCardData) {
  if (!count || !percent) return null;
  // lib/rating's starsOutOfFive, written out (see the card).
  const label = CATALOG_MESSAGES.rated((Math.round(percent / 2) / 10).toFixed(1), count);
  return { fill: { '--fill': `${percent}%` } as CSSProperties, label, count };
}

function factsOf(product: ProductCardData): ProductCardFacts {
  const { final_price, regular_price } = product.price_range.minimum_price;
  const finalPrice = final_price.value ?? 0;
  const regularPrice = regular_price.value ?? finalPrice;
  const currency = final_price.currency ?? undefined;
  const name = product.name ?? '';
  const wishlistItem = { sku: product.sku ?? '', name, price: finalPrice, currency: final_price.currency };
  return {
    name,
    imageUrl: product.small_image?.url ?? null,
    finalPrice: formatMoney(finalPrice, { currency }),
    regularPrice: formatMoney(regularPrice, { currency }),
    discounted: regularPrice > finalPrice,
    topDeal: product.is_top_deal === true,
    rating: ratingOf(product),
    competitors: competitorsOf(product),
    wishlistItem,
    compareItem: { ...wishlistItem, uid: product.uid, brand: product.brand_code },
  };
}

/** The product's page: its url_key with the store's product URL suffix (the product's own while loading). */
export function productHref(
  product: Pick<ProductCardData, 'url_key' | 'url_suffix'>,
  suffix?: string | null,
) {
  return `/${product.url_key ?? ''}${suffix ?? product.url_suffix ?? ''}`;
}

/** The store's product URL suffix (undefined while it loads), watched: a list asks once for all its cards. */
export const useProductUrlSuffix = () =>
  useQuery<ProductUrlSuffixData>(GET_PRODUCT_URL_SUFFIX).data?.storeConfig?.product_url_suffix;

/** A card's view with the store's product URL suffix given (null or undefined while it loads). */
export function useProductCardView(
  product: ProductCardData,
  suffix: string | null | undefined,
): ProductCardView {
  const signedIn = useAppSelector(selectIsSignedIn);
  // The locale as prices are formatted now (read, not watched: a card renders with its list, as before).
  const locale = activeLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale is read by factsOf through formatMoney
  const facts = useMemo(() => factsOf(product), [product, locale]);
  return { ...facts, href: productHref(product, suffix), signedIn };
}

/** A card on its own (a carousel's): it asks for the suffix itself. */
export const useProductCard = (product: ProductCardData) =>
  useProductCardView(product, useProductUrlSuffix());

import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import type { WishlistEventItem } from '../../wishlist';
import {
  GET_PRODUCT_URL_SUFFIX,
  type ProductCardData,
  type ProductUrlSuffixData,
} from '../api/product-card.graphql';

export interface CompetitorOffer {
  platform: string;
  price: number;
  currency: string | undefined;
}

export interface ProductCardView {
  name: string;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  finalPrice: number;
  regularPrice: number;
  currency: string | undefined;
  discounted: boolean;
  topDeal: boolean;
  competitors: CompetitorOffer[];
  signedIn: boolean;
  /** For the wishlist button and its events: the card knows the lowest final price only. */
  wishlistItem: WishlistEventItem;
}

function competitorsOf(product: ProductCardData): CompetitorOffer[] {
  return (product.competitor_prices ?? []).flatMap((entry) =>
    entry?.platform && typeof entry.price?.value === 'number'
      ? [{ platform: entry.platform, price: entry.price.value, currency: entry.price.currency ?? undefined }]
      : [],
  );
}

/** The product's page: its url_key with the store's product URL suffix (the product's own while loading). */
export function productHref(
  product: Pick<ProductCardData, 'url_key' | 'url_suffix'>,
  suffix?: string | null,
) {
  return `/${product.url_key ?? ''}${suffix ?? product.url_suffix ?? ''}`;
}

export function useProductCard(product: ProductCardData): ProductCardView {
  const signedIn = useAppSelector(selectIsSignedIn);
  const suffix = useQuery<ProductUrlSuffixData>(GET_PRODUCT_URL_SUFFIX).data?.storeConfig?.product_url_suffix;
  const { final_price, regular_price } = product.price_range.minimum_price;
  const finalPrice = final_price.value ?? 0;
  const regularPrice = regular_price.value ?? finalPrice;
  const name = product.name ?? '';
  return {
    name,
    href: productHref(product, suffix),
    imageUrl: product.small_image?.url ?? null,
    imageAlt: product.small_image?.label || name,
    finalPrice,
    regularPrice,
    currency: final_price.currency ?? undefined,
    discounted: regularPrice > finalPrice,
    topDeal: product.is_top_deal === true,
    competitors: competitorsOf(product),
    signedIn,
    wishlistItem: { sku: product.sku ?? '', name, price: finalPrice, currency: final_price.currency },
  };
}

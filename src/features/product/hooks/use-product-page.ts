import type { CompareItem } from '../../compare';
import type { WishlistEventItem } from '../../wishlist';
import { useAppSelector } from '../../../app/hooks';
import { eventItemPrice } from '../../analytics';
import { usePageTitle } from '../../routing';
import { selectIsSignedIn } from '../../user';
import { DEFAULT_MIN_QUANTITY, guestDeliveryBarAllowed, VIRTUAL_PRODUCT_TYPE } from '../constants';
import { PRODUCT_MESSAGES } from '../messages';
import { breadcrumbs, priceView, type Crumb, type PriceView, type ShownImage } from '../product-model';
import type { ProductDetail, ProductVariantData } from '../types';
import { useAddToCart } from './use-add-to-cart';
import { useBuyNow } from './use-buy-now';
import { useProductData } from './use-product-data';
import { useProductOptions, type OptionView } from './use-product-options';
import { useQuantity, type QuantityView } from './use-quantity';

export interface CompetitorPriceView {
  platform: string;
  url: string | null;
  price: number;
  currency: string | undefined;
}

export interface ProductPageView {
  status: 'loading' | 'failed' | 'ready';
  name: string;
  brand: string | null;
  sku: string;
  price: PriceView | null;
  /** rating_summary (0-100) and review_count, for the rating near the price. */
  rating: { percent: number; count: number };
  /** productsurcharge_fee when above 0: handling charges per item. */
  surcharge: number | null;
  inStock: boolean;
  /** The product itself (every variant of it) is out of stock: Notify me instead of buying. */
  soldOut: boolean;
  onlyLeft: number | null;
  images: ShownImage[];
  options: OptionView[];
  chooseOption: (code: string, uid: string) => void;
  /** 'Choose Color, Size …' while options are missing. */
  optionsHint: string | null;
  quantity: QuantityView;
  canAddToCart: boolean;
  isAdding: boolean;
  addToCart: () => void;
  isBuying: boolean;
  /** Buy Now: checkout with just this product (the shopper's cart set aside meanwhile). */
  buyNow: () => void;
  descriptionHtml: string | null;
  breadcrumbs: Crumb[];
  competitorPrices: CompetitorPriceView[];
  showDelivery: boolean;
  /** The wishlist button is for signed-in shoppers only. */
  signedIn: boolean;
  /** The product (never one variant) for the wishlist button, once it has loaded. */
  wishlistItem: WishlistEventItem | null;
  /** The product (never one variant) for the compare button and the recently viewed products. */
  compareItem: CompareItem | null;
}

function competitorPrices(product: ProductDetail | null): CompetitorPriceView[] {
  return (product?.competitor_prices ?? []).flatMap((entry) =>
    entry?.platform && typeof entry.price?.value === 'number'
      ? [
          {
            platform: entry.platform,
            url: entry.url,
            price: entry.price.value,
            currency: entry.price.currency ?? undefined,
          },
        ]
      : [],
  );
}

/** What follows the chosen variant (or the product itself): SKU, price, surcharge and stock. */
function itemView(item: ProductVariantData | null, product: ProductDetail | null) {
  const surcharge = item?.productsurcharge_fee ?? product?.productsurcharge_fee ?? 0;
  return {
    sku: item?.sku ?? '',
    price: item ? priceView(item.price_range) : null,
    surcharge: surcharge > 0 ? surcharge : null,
    inStock: item?.stock_status === 'IN_STOCK',
    onlyLeft: item?.only_x_left_in_stock ?? null,
  };
}

/** SPEC 2.4: signed-in shoppers (or everyone in the guest-cart variant), never for virtual products. */
function useShowDelivery(product: ProductDetail | null, signedIn: boolean): boolean {
  if (!product || product.__typename === VIRTUAL_PRODUCT_TYPE) return false;
  return signedIn || guestDeliveryBarAllowed();
}

/** The product page's talon: the product, the chosen variant, quantity, add to cart and the delivery bar rule. */
export function useProductPage({ name: routeName }: { name: string }): ProductPageView {
  const { product, brand, loading, failed } = useProductData();
  const choice = useProductOptions(product);
  const quantity = useQuantity(product?.min_sale_qty || DEFAULT_MIN_QUANTITY, product?.max_sale_qty || null);
  const { isAdding, add } = useAddToCart();
  const { isBuying, buyNow } = useBuyNow();
  const signedIn = useAppSelector(selectIsSignedIn);
  const showDelivery = useShowDelivery(product, signedIn);
  usePageTitle(product?.name || routeName);

  const item = itemView(choice.variant ?? product, product);
  const wishlistItem = product?.sku
    ? {
        sku: product.sku,
        name: product.name || routeName,
        price: eventItemPrice(product),
        currency: product.price_range.minimum_price.final_price.currency,
      }
    : null;
  const ready = Boolean(product && choice.missing.length === 0 && item.inStock);
  return {
    status: loading ? 'loading' : failed || !product ? 'failed' : 'ready',
    name: product?.name || routeName,
    brand,
    ...item,
    soldOut: product?.stock_status === 'OUT_OF_STOCK',
    images: choice.images,
    options: choice.options,
    chooseOption: choice.choose,
    optionsHint: choice.missing.length ? PRODUCT_MESSAGES.chooseOptions(choice.missing.join(', ')) : null,
    quantity,
    canAddToCart: ready && !isAdding,
    isAdding,
    addToCart: () => {
      if (product && ready) void add({ product, variant: choice.variant, brand, quantity: quantity.value });
    },
    isBuying,
    buyNow: () => {
      if (product && ready)
        void buyNow({ product, variant: choice.variant, brand, quantity: quantity.value });
    },
    rating: { percent: product?.rating_summary ?? 0, count: product?.review_count ?? 0 },
    descriptionHtml: product?.description?.html || null,
    breadcrumbs: breadcrumbs(product?.categories ?? null),
    competitorPrices: competitorPrices(product),
    showDelivery,
    signedIn,
    wishlistItem,
    compareItem: product && wishlistItem ? { ...wishlistItem, uid: product.uid, brand } : null,
  };
}

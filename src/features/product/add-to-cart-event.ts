// The add_to_cart data-layer payload (SPEC 7.3). The item price is analytics' one SPEC 9 rule (eventItemPrice).
import { ANALYTICS_CURRENCY, eventItemPrice } from '../analytics';
import type { ProductDetail, ProductVariantData } from './types';

export interface AddedLine {
  product: ProductDetail;
  variant: ProductVariantData | null;
  brand: string | null;
  quantity: number;
}

export function addToCartPayload({ product, variant, brand, quantity }: AddedLine) {
  const item = variant ?? product;
  const price = eventItemPrice(item);
  const category = product.categories?.find((candidate) => candidate?.name)?.name;
  return {
    ecommerce: {
      currency: item.price_range.minimum_price.final_price.currency ?? ANALYTICS_CURRENCY,
      value: price * quantity,
      items: [
        {
          item_id: product.sku,
          item_name: product.name,
          ...(variant ? { item_variant: variant.sku } : {}),
          ...(brand ? { item_brand: brand } : {}),
          ...(category ? { item_category: category } : {}),
          price,
          quantity,
        },
      ],
    },
  };
}

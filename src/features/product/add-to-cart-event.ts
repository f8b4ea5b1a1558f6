// The add_to_cart data-layer payload (SPEC 7.3, 9: the item price is the maximum final price plus the surcharge).
import type { ProductDetail, ProductVariantData } from './types';

export interface AddedLine {
  product: ProductDetail;
  variant: ProductVariantData | null;
  brand: string | null;
  quantity: number;
}

export function itemPrice(item: ProductVariantData): number {
  const range = item.price_range;
  const final = range.maximum_price?.final_price.value ?? range.minimum_price.final_price.value ?? 0;
  return final + (item.productsurcharge_fee ?? 0);
}

export function addToCartPayload({ product, variant, brand, quantity }: AddedLine) {
  const item = variant ?? product;
  const price = itemPrice(item);
  const category = product.categories?.find((candidate) => candidate?.name)?.name;
  return {
    ecommerce: {
      currency: item.price_range.minimum_price.final_price.currency ?? 'INR',
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

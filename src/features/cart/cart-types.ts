// The shape of GetCartDetails' answer (api/cart-details.graphql.ts), as the cart views read it.
import type { CartPricesData, MoneyData } from './api/cart-prices.graphql';

export type { CartPricesData, MoneyData };

export interface CartItemData {
  __typename?: string;
  uid: string;
  id: string;
  quantity: number;
  size: string | null;
  color: string | null;
  is_available?: boolean | null;
  not_available_message?: string | null;
  prices?: {
    price: MoneyData;
    row_total: MoneyData;
    original_row_total: MoneyData;
  } | null;
  configurable_options?: { id: number; option_label: string; value_label: string }[] | null;
  configured_variant?: { uid: string; sku: string; thumbnail?: { url: string | null } | null } | null;
  product: {
    uid: string;
    sku: string;
    name: string | null;
    brand_code?: string | null;
    productsurcharge_fee: number | null;
    categories?: ({ name: string | null } | null)[] | null;
    thumbnail: { url: string | null } | null;
    price_range: {
      minimum_price: { regular_price: MoneyData };
      maximum_price: { final_price: MoneyData } | null;
    };
  };
}

export interface CartData extends CartPricesData {
  total_summary_quantity_including_config?: number | null;
  total_discount: number | null;
  shippingCharges: number | null;
  estimatedDeliveryDate?: string | null;
  items: (CartItemData | null)[] | null;
  applied_coupons: ({ code: string } | null)[] | null;
}

export interface CartDetailsData {
  cart: CartData | null;
}

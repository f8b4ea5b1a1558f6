// What the product page's documents select (api/product.graphql.ts).

export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

export interface ProductPriceRange {
  minimum_price: {
    regular_price: MoneyValue;
    final_price: MoneyValue;
    discount: { amount_off: number | null; percent_off: number | null } | null;
  };
  maximum_price: { final_price: MoneyValue } | null;
}

export interface GalleryImage {
  url: string | null;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
}

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface ProductVariantData {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
  productsurcharge_fee: number | null;
  price_range: ProductPriceRange;
  media_gallery: (GalleryImage | null)[] | null;
}

export interface ProductCategory {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  breadcrumbs:
    { category_uid: string; category_name: string | null; category_url_path: string | null }[] | null;
}

export interface OptionValue {
  uid: string | null;
  label: string | null;
  swatch_data: { value: string | null } | null;
}

export interface ConfigurableOption {
  uid: string;
  attribute_code: string | null;
  label: string | null;
  position: number | null;
  values: (OptionValue | null)[] | null;
}

export interface ConfigurableVariant {
  attributes: ({ uid: string; code: string | null; label: string | null } | null)[] | null;
  product: ProductVariantData | null;
}

export interface ProductDetail extends ProductVariantData {
  url_key: string | null;
  brand_code: string | null;
  /** 0-100 and how many approved reviews (optional: an answer cached before they were asked has none). */
  rating_summary?: number | null;
  review_count?: number | null;
  min_sale_qty: number | null;
  max_sale_qty: number | null;
  description: { html: string } | null;
  categories: (ProductCategory | null)[] | null;
  competitor_prices:
    ({ platform: string | null; url: string | null; price: MoneyValue | null } | null)[] | null;
  configurable_options?: (ConfigurableOption | null)[] | null;
  variants?: (ConfigurableVariant | null)[] | null;
}

export interface ProductDetailData {
  route: (Partial<ProductDetail> & { __typename: string; type: string | null }) | null;
}

export interface ProductBrandsData {
  brands: ({ uid: string; brand_code: string; name: string | null } | null)[] | null;
}

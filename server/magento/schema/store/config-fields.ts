// StoreConfig fields read from store_config, by Magento config path, with the GraphQL scalar they become.
type Kind = 'string' | 'int' | 'float' | 'boolean';

export const CONFIG_FIELDS: Record<string, [path: string, kind: Kind]> = {
  absolute_footer: ['design/footer/absolute_footer', 'string'],
  base_currency_code: ['currency/options/base', 'string'],
  base_link_url: ['web/unsecure/base_link_url', 'string'],
  base_media_url: ['web/unsecure/base_media_url', 'string'],
  base_static_url: ['web/unsecure/base_static_url', 'string'],
  base_url: ['web/unsecure/base_url', 'string'],
  cart_expires_in_days: ['checkout/cart/delete_quote_after', 'int'],
  catalog_default_sort_by: ['catalog/frontend/default_sort_by', 'string'],
  category_url_suffix: ['catalog/seo/category_url_suffix', 'string'],
  cms_home_page: ['web/default/cms_home_page', 'string'],
  cms_no_cookies: ['web/default/cms_no_cookies', 'string'],
  cms_no_route: ['web/default/cms_no_route', 'string'],
  contact_enabled: ['contact/contact/enabled', 'boolean'],
  copyright: ['design/footer/copyright', 'string'],
  create_account_confirmation: ['customer/create_account/confirm', 'boolean'],
  customer_access_token_lifetime: ['oauth/access_token_lifetime/customer', 'float'],
  default_country: ['general/country/default', 'string'],
  default_description: ['design/head/default_description', 'string'],
  default_display_currency_code: ['currency/options/default', 'string'],
  default_keywords: ['design/head/default_keywords', 'string'],
  default_title: ['design/head/default_title', 'string'],
  front: ['web/default/front', 'string'],
  grid_per_page: ['catalog/frontend/grid_per_page', 'int'],
  grid_per_page_values: ['catalog/frontend/grid_per_page_values', 'string'],
  head_includes: ['design/head/includes', 'string'],
  head_shortcut_icon: ['design/head/shortcut_icon', 'string'],
  header_logo_src: ['design/header/logo_src', 'string'],
  is_guest_checkout_enabled: ['checkout/options/guest_checkout', 'boolean'],
  is_one_page_checkout_enabled: ['checkout/options/onepage_checkout_enabled', 'boolean'],
  list_mode: ['catalog/frontend/list_mode', 'string'],
  list_per_page: ['catalog/frontend/list_per_page', 'int'],
  list_per_page_values: ['catalog/frontend/list_per_page_values', 'string'],
  locale: ['general/locale/code', 'string'],
  logo_alt: ['design/header/logo_alt', 'string'],
  logo_height: ['design/header/logo_height', 'int'],
  logo_width: ['design/header/logo_width', 'int'],
  minicart_display: ['checkout/sidebar/display', 'boolean'],
  minicart_max_items: ['checkout/sidebar/max_items_display_count', 'int'],
  minimum_password_length: ['customer/password/minimum_password_length', 'string'],
  newsletter_enabled: ['newsletter/general/active', 'boolean'],
  no_route: ['web/default/no_route', 'string'],
  optional_zip_countries: ['general/country/optional_zip_countries', 'string'],
  product_reviews_enabled: ['catalog/review/active', 'string'],
  product_url_suffix: ['catalog/seo/product_url_suffix', 'string'],
  required_character_classes_number: ['customer/password/required_character_classes_number', 'string'],
  secure_base_link_url: ['web/secure/base_link_url', 'string'],
  secure_base_media_url: ['web/secure/base_media_url', 'string'],
  secure_base_static_url: ['web/secure/base_static_url', 'string'],
  secure_base_url: ['web/secure/base_url', 'string'],
  show_cms_breadcrumbs: ['web/default/show_cms_breadcrumbs', 'int'],
  timezone: ['general/locale/timezone', 'string'],
  title_prefix: ['design/head/title_prefix', 'string'],
  title_separator: ['design/head/title_separator', 'string'],
  title_suffix: ['design/head/title_suffix', 'string'],
  use_store_in_url: ['web/url/use_store', 'boolean'],
  weight_unit: ['general/locale/weight_unit', 'string'],
  welcome: ['design/header/welcome', 'string'],
};

/** Converts a stored config string to the field's scalar; Boolean! fields read a missing value as false. */
export function convertConfigValue(
  value: string | null | undefined,
  kind: Kind,
): string | number | boolean | null {
  if (kind === 'boolean') return value === '1' || value === 'true';
  if (value === null || value === undefined || value === '')
    return kind === 'string' ? (value ?? null) : null;
  if (kind === 'int') return Number.isInteger(Number(value)) ? Number(value) : null;
  if (kind === 'float') return Number.isFinite(Number(value)) ? Number(value) : null;
  return value;
}

// Operations of the app shell: header, cart trigger, account chip, coins, footer config (SPEC 2.4, 7.1).
import { gql } from '@apollo/client';

// The shell asks first, on every page: it also asks the URL suffixes and home page id that product cards,
// menus and the home page need, so their own storeConfig queries find them in the cache instead of each
// going to the network (and re-rendering every product card when the suffix arrives).
export const GET_STORE_CONFIG_DATA = gql`
  query GetStoreConfigData {
    storeConfig {
      store_code
      store_name
      header_logo_src
      logo_alt
      logo_width
      logo_height
      copyright
      product_url_suffix
      category_url_suffix
      cms_home_page
    }
  }
`;

export const GET_CART_TRIGGER = gql`
  query GetCartTrigger($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      total_summary_quantity_including_config
    }
  }
`;

export interface StoreConfigData {
  storeConfig: {
    store_code: string | null;
    store_name: string | null;
    header_logo_src: string | null;
    logo_alt: string | null;
    logo_width: number | null;
    logo_height: number | null;
    copyright: string | null;
  } | null;
}

export interface CartTriggerData {
  cart: {
    id: string;
    total_quantity: number;
    total_summary_quantity_including_config: number | null;
  } | null;
}

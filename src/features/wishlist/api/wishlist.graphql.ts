// The customer's wishlist (Magento Open Source keeps one per customer): which products it holds, for the
// buttons on cards and the product page; a page of it with prices, for /wishlist; adding and removing.
import { gql } from '@apollo/client';

/** What a wishlist button needs to know: each item's id and product. One fixed page, large enough. */
export const WISHLIST_SKUS_FRAGMENT = gql`
  fragment WishlistSkus on Wishlist {
    id
    items_count
    items_v2(currentPage: 1, pageSize: 200) {
      items {
        id
        product {
          uid
          sku
        }
      }
    }
  }
`;

export const GET_WISHLIST_SKUS = gql`
  query GetWishlistSkus {
    customer {
      id
      wishlists {
        ...WishlistSkus
      }
    }
  }
  ${WISHLIST_SKUS_FRAGMENT}
`;

export const GET_WISHLIST = gql`
  query GetWishlist($currentPage: Int!, $pageSize: Int!) {
    customer {
      id
      wishlists {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          items {
            id
            quantity
            product {
              uid
              sku
              name
              url_key
              url_suffix
              stock_status
              productsurcharge_fee
              small_image {
                url
                label
              }
              price_range {
                maximum_price {
                  final_price {
                    value
                    currency
                  }
                  regular_price {
                    value
                    currency
                  }
                }
              }
            }
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`;

export const ADD_TO_WISHLIST = gql`
  mutation AddToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
      }
      wishlist {
        ...WishlistSkus
      }
    }
  }
  ${WISHLIST_SKUS_FRAGMENT}
`;

export const REMOVE_FROM_WISHLIST = gql`
  mutation RemoveFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      user_errors {
        code
        message
      }
      wishlist {
        ...WishlistSkus
      }
    }
  }
  ${WISHLIST_SKUS_FRAGMENT}
`;

interface Money {
  value: number | null;
  currency: string | null;
}

export interface WishlistSkusData {
  customer: {
    id: number | null;
    wishlists: ({
      id: string | null;
      items_count: number | null;
      items_v2: { items: ({ id: string; product: { uid: string; sku: string } | null } | null)[] } | null;
    } | null)[];
  } | null;
}

export interface WishlistProduct {
  __typename?: string;
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: string | null;
  productsurcharge_fee: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: { maximum_price: { final_price: Money; regular_price: Money } | null };
}

export interface WishlistData {
  customer: {
    id: number | null;
    wishlists: ({
      id: string | null;
      items_count: number | null;
      items_v2: {
        items: ({ id: string; quantity: number; product: WishlistProduct | null } | null)[];
        page_info: { current_page: number | null; total_pages: number | null } | null;
      } | null;
    } | null)[];
  } | null;
}

export interface WishlistChange {
  user_errors: { code: string; message: string }[];
}

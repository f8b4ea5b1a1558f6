// Zepp_StockAlerts (custom-modules.graphql): whether the shopper waits for one product (the product page's
// button), a page of their alerts (/stock-alerts), subscribing and unsubscribing.
import { gql } from '@apollo/client';

export const STOCK_ALERT_FIELDS = gql`
  fragment StockAlertFields on ProductStockAlert {
    id
    status
    created_at
    notified_at
  }
`;

export const GET_PRODUCT_STOCK_ALERT = gql`
  query GetProductStockAlert($sku: String!) {
    customer {
      id
      stock_alerts(filter: { sku: { eq: $sku } }, pageSize: 1) {
        items {
          ...StockAlertFields
        }
      }
    }
  }
  ${STOCK_ALERT_FIELDS}
`;

/**
 * The product's stock as it is now. The product page may have come from the saved cache, stale by days; asked
 * afresh (network-only), the answer updates the cached product by its uid, and a product back in stock turns
 * the page back into Add to Cart (the shopper who opens the product from the alert sees it in stock).
 */
export const GET_PRODUCT_STOCK_STATUS = gql`
  query GetProductStockStatus($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        stock_status
      }
    }
  }
`;

export const GET_STOCK_ALERTS = gql`
  query GetStockAlerts($currentPage: Int!, $pageSize: Int!) {
    customer {
      id
      stock_alerts(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          ...StockAlertFields
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
              }
            }
          }
        }
      }
    }
  }
  ${STOCK_ALERT_FIELDS}
`;

export const SUBSCRIBE_STOCK_ALERT = gql`
  mutation SubscribeProductStockAlert($sku: String!) {
    subscribeProductStockAlert(sku: $sku) {
      alert {
        ...StockAlertFields
      }
    }
  }
  ${STOCK_ALERT_FIELDS}
`;

export const UNSUBSCRIBE_STOCK_ALERT = gql`
  mutation UnsubscribeProductStockAlert($id: ID!) {
    unsubscribeProductStockAlert(id: $id) {
      success
    }
  }
`;

export type StockAlertStatus = 'PENDING' | 'NOTIFIED';

export interface StockAlertFields {
  id: string;
  status: StockAlertStatus;
  created_at: string;
  notified_at: string | null;
}

export interface ProductStockAlertData {
  customer: { id: number | null; stock_alerts: { items: (StockAlertFields | null)[] } } | null;
}

export interface StockAlertProduct {
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: string | null;
  productsurcharge_fee: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    maximum_price: { final_price: { value: number | null; currency: string | null } } | null;
  };
}

export interface StockAlertsData {
  customer: {
    id: number | null;
    stock_alerts: {
      total_count: number;
      page_info: { current_page: number | null; total_pages: number | null } | null;
      items: ((StockAlertFields & { product: StockAlertProduct | null }) | null)[];
    };
  } | null;
}

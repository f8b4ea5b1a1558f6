// What the storefront's server asks the backend to write the sitemaps (sitemaps/): Magento 2.4.8's own
// `products` and `categories` with their updated_at (deprecated for storefronts, but it is what Magento's own
// sitemap dates its URLs by), and Zepp_Sitemap's sitemapCmsPages (custom-modules.graphql), since Magento's
// GraphQL lists no CMS pages. Validated with the storefront's documents (test/contract/operations.test.ts).
import { gql } from '@apollo/client';

export const SITEMAP_STORE = gql`
  query SitemapStore {
    storeConfig {
      store_code
      product_url_suffix
      category_url_suffix
      cms_home_page
      cms_no_route
      root_category_uid
    }
  }
`;

/** Every enabled product visible in the catalogue, in the merchandiser's order (ids break ties: stable pages). */
export const SITEMAP_PRODUCTS = gql`
  query SitemapProducts($pageSize: Int!, $currentPage: Int!) {
    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage, sort: { position: ASC }) {
      total_count
      page_info {
        current_page
        total_pages
      }
      items {
        uid
        url_key
        url_suffix
        updated_at
      }
    }
  }
`;

/** The active children of some categories: the tree is read a level at a time from the store's root. */
export const SITEMAP_CATEGORIES = gql`
  query SitemapCategories($parents: [String]!, $pageSize: Int!, $currentPage: Int!) {
    categories(
      filters: { parent_category_uid: { in: $parents } }
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      total_count
      page_info {
        current_page
        total_pages
      }
      items {
        uid
        url_path
        url_suffix
        updated_at
      }
    }
  }
`;

export const SITEMAP_CMS_PAGES = gql`
  query SitemapCmsPages($pageSize: Int!, $currentPage: Int!) {
    sitemapCmsPages(pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        total_pages
      }
      items {
        page_id
        identifier
        updated_at
      }
    }
  }
`;

export interface SitemapStoreData {
  storeConfig: {
    store_code: string | null;
    product_url_suffix: string | null;
    category_url_suffix: string | null;
    cms_home_page: string | null;
    cms_no_route: string | null;
    root_category_uid: string | null;
  } | null;
}

interface PageInfo {
  current_page: number | null;
  total_pages: number | null;
}

export interface SitemapProductsData {
  products: {
    total_count: number | null;
    page_info: PageInfo | null;
    items:
      | ({
          uid: string;
          url_key: string | null;
          url_suffix: string | null;
          updated_at: string | null;
        } | null)[]
      | null;
  } | null;
}

export interface SitemapCategoriesData {
  categories: {
    total_count: number | null;
    page_info: PageInfo | null;
    items:
      | ({
          uid: string;
          url_path: string | null;
          url_suffix: string | null;
          updated_at: string | null;
        } | null)[]
      | null;
  } | null;
}

export interface SitemapCmsPagesData {
  sitemapCmsPages: {
    total_count: number | null;
    page_info: PageInfo | null;
    items:
      | ({
          page_id: number;
          identifier: string;
          updated_at: string | null;
        } | null)[]
      | null;
  } | null;
}

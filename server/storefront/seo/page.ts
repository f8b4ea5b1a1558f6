// A public page as the storefront's server describes it to crawlers and link previews: what load.ts gathers from
// the backend (in the store view of the URL), and what head.ts (title, description, canonical, robots, Open
// Graph, Twitter), structured-data.ts (JSON-LD) and body.ts (the readable content) write from it. Every URL
// here is absolute, built from PUBLIC_ORIGIN, never from the request.
import type { SeoBrandData, SeoCategoryData, SeoCmsPageData, SeoProductData } from './api/seo.graphql';

export interface SeoStore {
  /** The store view's code ('default', or a partner's). */
  code: string;
  /** The store's name: the end of every title (SPEC 2.3). */
  name: string;
  /** The store's default description (storeConfig.default_description), the last fallback of a description. */
  description: string | null;
  /** The store's logo, absolute, or null. */
  logo: string | null;
  /** The shop's public origin (PUBLIC_ORIGIN), e.g. https://shop.example.com. */
  origin: string;
  /** Currency of every price: INR. */
  currency: string;
  /** The store's locale, e.g. en_IN (Open Graph's og:locale). */
  locale: string;
}

/** A link in a trail or a list: its name and absolute URL. */
export interface Link {
  name: string;
  url: string;
}

/** A product as a listing shows it (a card): what a crawler follows and ItemList names. */
export interface ListedProduct {
  name: string;
  url: string;
  /** Absolute image URL, or null. */
  image: string | null;
  /** The price the shopper pays (final price), in store.currency, and the regular one when it is higher. */
  price: number | null;
  regularPrice: number | null;
}

/** One row of a product's specifications table: the label the product page shows and its value. */
export interface Specification {
  label: string;
  value: string;
}

interface PageBase {
  store: SeoStore;
  /** The page's absolute URL as requested (path and query). */
  url: string;
  /** The absolute canonical URL (canonical.ts), or null where the page has none (noindex pages). */
  canonical: string | null;
  /** `<meta name="robots">`'s content where the page must not be indexed, else null. */
  robots: string | null;
}

export type SeoPage =
  | (PageBase & { kind: 'home'; content: SeoCmsPageData | null })
  | (PageBase & {
      kind: 'product';
      product: SeoProductData;
      /** Home, then the product's deepest category's trail, then the product. */
      breadcrumbs: Link[];
      /** Absolute URLs of the product's pictures, the main one first (shown gallery order). */
      images: string[];
      specifications: Specification[];
    })
  | (PageBase & {
      kind: 'category';
      category: SeoCategoryData;
      /** Home, then the category's parents, then the category. */
      breadcrumbs: Link[];
      products: ListedProduct[];
      /** The page of the listing shown (1-based) and how many there are. */
      page: number;
      totalPages: number;
      /** Absolute URLs of the previous and next listing pages, where there are. */
      previousPage: string | null;
      nextPage: string | null;
    })
  | (PageBase & { kind: 'cms'; page: SeoCmsPageData })
  | (PageBase & { kind: 'search'; term: string; products: ListedProduct[]; total: number })
  | (PageBase & { kind: 'brand'; brand: SeoBrandData; products: ListedProduct[] })
  /** One of the app's own pages that is the shopper's (cart, checkout, account, sign-in, …): never indexed. */
  | (PageBase & { kind: 'private'; title: string | null })
  | (PageBase & { kind: 'not-found' });

// How the cache identifies Magento objects. Magento's stable id is `uid` (the numeric `id` is deprecated);
// the cart and the customer are singletons per session, so every query about them updates one cache entry.
import {
  defaultDataIdFromObject,
  type PossibleTypesMap,
  type StoreObject,
  type TypePolicies,
} from '@apollo/client';
import { CART_CACHE_ID, CUSTOMER_CACHE_ID } from '../../lib/apollo-cache';

const PRODUCT_TYPES = [
  'SimpleProduct',
  'ConfigurableProduct',
  'VirtualProduct',
  'BundleProduct',
  'GroupedProduct',
  'DownloadableProduct',
  'GiftCardProduct',
];
const CART_ITEM_TYPES = [
  'SimpleCartItem',
  'ConfigurableCartItem',
  'VirtualCartItem',
  'BundleCartItem',
  'DownloadableCartItem',
  'GiftCardCartItem',
];
const CATEGORY_TYPES = ['CategoryTree'];

export const possibleTypes: PossibleTypesMap = {
  ProductInterface: PRODUCT_TYPES,
  CartItemInterface: CART_ITEM_TYPES,
  CategoryInterface: CATEGORY_TYPES,
};

/**
 * Key by these fields when the query selected them all, else Apollo's default (`id`, or stored inline): a query
 * that did not select the key still caches instead of throwing "Missing field".
 */
function keyedBy(...fields: string[]) {
  return {
    keyFields: (object: Readonly<StoreObject>) => {
      const values = fields.map((field) => object[field]);
      if (object.__typename && values.every((value) => value !== undefined && value !== null)) {
        const [only] = values;
        const key = values.length === 1 && typeof only === 'string' ? only : JSON.stringify(values);
        return `${String(object.__typename)}:${key}`;
      }
      return defaultDataIdFromObject(object);
    },
  };
}

const keyedByUid = keyedBy('uid');

export const typePolicies: TypePolicies = {
  Cart: { keyFields: () => CART_CACHE_ID, fields: { items: { merge: false } } },
  Customer: { keyFields: () => CUSTOMER_CACHE_ID },
  ProductInterface: keyedByUid,
  CartItemInterface: keyedByUid,
  CategoryInterface: keyedByUid,
  CategoryTree: keyedByUid,
  CmsBlock: keyedBy('identifier'),
  StoreConfig: keyedBy('store_code'),
  AvailableShippingMethod: keyedBy('carrier_code', 'method_code'),
  SelectedConfigurableOption: keyedBy(
    'configurable_product_option_uid',
    'configurable_product_option_value_uid',
  ),
  // A product's prices and pictures have no id: the cart, a product card and the product page each select
  // their own parts of them, so they merge instead of one page's answer wiping out another's fields.
  PriceRange: { merge: true },
  ProductPrice: { merge: true },
  ProductImage: { merge: true },
  // SPEC 3: shipping addresses are matched by street.
  ShippingCartAddress: keyedBy('street'),
};

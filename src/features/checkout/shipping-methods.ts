// SPEC 3's availableShippingMethods, read from their one owner: the cached cart's first shipping address,
// written by the shipping-address step's answer (and by the cart details query). Redux keeps only the
// request's status; nothing else keeps a copy.
import type { ApolloClient } from '@apollo/client';
import { CART_CACHE_ID } from '../../lib/apollo-cache';
import {
  AVAILABLE_SHIPPING_METHODS_FRAGMENT,
  type AvailableShippingMethodsData,
  type ShippingMethod,
} from './api/checkout.graphql';

export function selectAvailableShippingMethods(apollo: ApolloClient): ShippingMethod[] {
  const cart = apollo.readFragment<AvailableShippingMethodsData>({
    id: CART_CACHE_ID,
    fragment: AVAILABLE_SHIPPING_METHODS_FRAGMENT,
  });
  const [first] = cart?.shipping_addresses ?? [];
  return (first?.available_shipping_methods ?? []).filter((method) => method !== null);
}

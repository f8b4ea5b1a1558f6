// A placed order spends the coins applied to its cart (and, once it is paid, earns some): the balance the header
// and the cart show was read before, and the header only reads the cache, so it is asked again now.
import type { ApolloClient } from '@apollo/client';
import { GET_REWARD_COINS } from '../rewards';

export function refreshCoinBalance(apollo: ApolloClient, signedIn: boolean): void {
  if (!signedIn) return; // a guest has no coins
  // A failure leaves the balance shown until the next visit asks again.
  void apollo.query({ query: GET_REWARD_COINS, fetchPolicy: 'network-only' }).catch(() => {});
}

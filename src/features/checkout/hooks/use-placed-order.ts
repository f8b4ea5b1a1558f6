import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import {
  GET_CUSTOMER_PLACED_ORDER,
  GET_GUEST_PLACED_ORDER,
  type CustomerPlacedOrderData,
  type GuestPlacedOrderData,
  type PlacedOrder,
} from '../api/order.graphql';

export interface GuestOrderKey {
  email: string;
  lastname: string;
}

/**
 * A placed order from the shop: a customer's by number, a guest's by number, e-mail and last name (Magento's
 * guestOrder). Network-only: its status changes after placing (a payment settles).
 */
export function usePlacedOrder(
  number: string | null,
  guest: GuestOrderKey | null,
): { order: PlacedOrder | null; loading: boolean } {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const customer = useQuery<CustomerPlacedOrderData>(GET_CUSTOMER_PLACED_ORDER, {
    variables: { number: number ?? '' },
    skip: !number || !isSignedIn,
    fetchPolicy: 'network-only',
  });
  const guestQuery = useQuery<GuestPlacedOrderData>(GET_GUEST_PLACED_ORDER, {
    variables: { number: number ?? '', email: guest?.email ?? '', lastname: guest?.lastname ?? '' },
    skip: !number || isSignedIn || !guest?.email,
    fetchPolicy: 'network-only',
  });
  const order = isSignedIn
    ? (customer.data?.customer?.orders?.items[0] ?? null)
    : (guestQuery.data?.guestOrder ?? null);
  return { order, loading: (isSignedIn ? customer.loading : guestQuery.loading) && !order };
}

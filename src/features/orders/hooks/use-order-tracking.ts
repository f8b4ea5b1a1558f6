import { useQuery } from '@apollo/client/react';
import {
  GET_ORDER_TRACKING,
  type OrderTracking,
  type OrderTrackingData,
} from '../api/order-tracking.graphql';

/**
 * The signed-in customer's order's timeline, shipments, refunds and actions. Asked afresh on each visit (a
 * shipment may have left since); while it loads or should it fail, the page shows the order without them.
 */
export function useOrderTracking(number: string): OrderTracking | null {
  const { data } = useQuery<OrderTrackingData>(GET_ORDER_TRACKING, {
    variables: { number },
    fetchPolicy: 'cache-and-network',
    skip: !number,
  });
  return data?.customer?.orders?.items.find((o) => o?.number === number) ?? null;
}

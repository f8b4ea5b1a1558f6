import './order-tracking.css';
import type { OrderTracking } from '../api/order-tracking.graphql';
import { OrderRefunds } from './order-refunds';
import { OrderShipments } from './order-shipments';
import { OrderTimeline } from './order-timeline';

/** What happened since the order was placed: its timeline, shipments and refunds (order page, Track your order). */
export function OrderTrackingSections({ tracking }: { tracking: OrderTracking | null }) {
  if (!tracking) return null;
  return (
    <div className="order-tracking">
      <OrderTimeline tracking={tracking} />
      <OrderRefunds tracking={tracking} />
      <OrderShipments tracking={tracking} />
    </div>
  );
}

import type { OrderTracking } from '../api/order-tracking.graphql';
import { TRACKING_MESSAGES as M } from '../messages';
import { refundViews } from '../order-tracking-model';

/** The order's credit memos: the amount refunded and what the shop told the shopper (when it reaches them). */
export function OrderRefunds({ tracking }: { tracking: OrderTracking }) {
  const refunds = refundViews(tracking.credit_memos);
  if (refunds.length === 0) return null;
  return (
    <section className="order-tracking__section" aria-labelledby="order-refunds-heading">
      <h2 id="order-refunds-heading">{M.refunds}</h2>
      <ul className="order-refunds">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <p className="order-refunds__amount">{refund.heading}</p>
            {refund.notes.map((note) => (
              <p key={note.key}>
                {note.message}
                {note.date ? (
                  <>
                    {' '}
                    <time className="order-timeline__date" dateTime={note.date.iso}>
                      ({note.date.text})
                    </time>
                  </>
                ) : null}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

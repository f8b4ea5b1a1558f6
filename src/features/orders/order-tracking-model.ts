// The order's timeline, shipments and refunds as the pages show them, from what the shop answered
// (api/order-tracking.graphql.ts). Pure, so the rules are tested without a page.
import { formatMoney } from '../../../common/money';
import type {
  CreditMemo,
  OrderShipment,
  OrderStatusChange,
  OrderTracking,
} from './api/order-tracking.graphql';
import { TRACKING_MESSAGES as M } from './messages';

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export interface ShownDate {
  /** The instant, for <time dateTime>. */
  iso: string;
  /** The day as shown in India: 29 Nov 2026. */
  text: string;
}

/** Zepp_OrderTracking's 'YYYY-MM-DD HH:MM:SS' (UTC) as shown in India; null when missing or unreadable. */
export function trackingDate(value: string | null | undefined): ShownDate | null {
  if (!value) return null;
  const date = new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  );
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: DATE.format(date) };
}

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: string;
  label: string;
  date: ShownDate | null;
  state: StepState;
}

/** The path an order takes (Magento's status codes on each step); canceled and refunded leave it. */
const PATH: { key: keyof typeof M.steps; statuses: string[] }[] = [
  { key: 'placed', statuses: ['pending', 'pending_payment'] },
  { key: 'processing', statuses: ['processing'] },
  // Fully shipped wins over partly: the step shows the furthest it got.
  { key: 'shipped', statuses: ['shipped', 'partially_shipped'] },
  { key: 'delivered', statuses: ['complete'] },
];
const OFF_PATH = ['canceled', 'closed'];

/**
 * The timeline: the path's steps, each reached one with the date it was reached and the current one marked;
 * the steps still ahead follow, unless the order was canceled or refunded, which ends it as its last step.
 */
export function timelineSteps(
  tracking: Pick<OrderTracking, 'status_history' | 'delivered_at'>,
): TimelineStep[] {
  const history = tracking.status_history.filter((c): c is OrderStatusChange => Boolean(c));
  if (history.length === 0) return [];
  const reachedAt = (statuses: string[]) => {
    for (const status of statuses) {
      const change = history.find((c) => c.status === status);
      if (change) return change;
    }
    return null;
  };
  const reached = PATH.map((step) => ({ step, change: reachedAt(step.statuses) }));
  const furthest = reached.reduce((last, r, i) => (r.change ? i : last), -1);
  const latest = history[history.length - 1]!;
  const ended = OFF_PATH.includes(latest.status);
  const steps: TimelineStep[] = reached.flatMap(({ step, change }, i) => {
    if (ended && i > furthest) return [];
    const date =
      step.key === 'delivered'
        ? trackingDate(change?.date ?? tracking.delivered_at)
        : trackingDate(change?.date);
    let state: StepState = 'upcoming';
    // A step the order went past without a status of its own (straight to shipped) was still passed.
    if (i <= furthest) state = i === furthest && !ended ? 'current' : 'done';
    return [{ key: step.key, label: change?.label ?? M.steps[step.key], date, state }];
  });
  if (ended)
    steps.push({
      key: latest.status,
      label: latest.label,
      date: trackingDate(latest.date),
      state: 'current',
    });
  return steps;
}

export interface ShipmentView {
  id: string;
  number: string;
  shippedOn: ShownDate | null;
  tracking: { key: string; carrier: string; title: string; number: string; url: string | null }[];
  items: { id: string; name: string; quantity: number }[];
}

export function shipmentViews(shipments: OrderTracking['shipments']): ShipmentView[] {
  return (shipments ?? []).flatMap((s: OrderShipment | null) =>
    s
      ? [
          {
            id: s.id,
            number: s.number,
            shippedOn: trackingDate(s.shipped_at),
            tracking: (s.tracking ?? []).flatMap((t, i) =>
              t?.number
                ? [
                    {
                      key: `${i}-${t.number}`,
                      carrier: t.carrier,
                      title: t.title,
                      number: t.number,
                      url: t.url,
                    },
                  ]
                : [],
            ),
            items: (s.items ?? []).flatMap((item) =>
              item
                ? [
                    {
                      id: item.id,
                      name: item.product_name ?? item.product_sku,
                      quantity: item.quantity_shipped,
                    },
                  ]
                : [],
            ),
          },
        ]
      : [],
  );
}

export interface RefundView {
  id: string;
  /** "Refund #…: ₹…" */
  heading: string;
  /** What the shop told the shopper about it (when the money reaches them), each with its date. */
  notes: { key: string; message: string; date: ShownDate | null }[];
}

export function refundViews(memos: OrderTracking['credit_memos']): RefundView[] {
  return (memos ?? []).flatMap((memo: CreditMemo | null) => {
    if (!memo) return [];
    const amount = memo.total?.grand_total.value;
    return [
      {
        id: memo.id,
        heading: M.refund(memo.number, amount === null || amount === undefined ? '' : formatMoney(amount)),
        notes: (memo.comments ?? []).flatMap((c, i) =>
          c ? [{ key: `${i}`, message: c.message, date: trackingDate(c.timestamp) }] : [],
        ),
      },
    ];
  });
}

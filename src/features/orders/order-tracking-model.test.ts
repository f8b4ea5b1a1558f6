// The timeline's rules (order-tracking-model.ts): the path's steps with the dates they were reached, the current
// one, the steps ahead; canceled and refunded end it; shipments and refunds as shown.
import { refundViews, shipmentViews, timelineSteps, trackingDate } from './order-tracking-model';

const change = (status: string, label: string, date: string) => ({ status, label, date });
const steps = (history: ReturnType<typeof change>[], delivered_at: string | null = null) =>
  timelineSteps({ status_history: history, delivered_at }).map(
    (s) => `${s.label}|${s.date?.text ?? ''}|${s.state}`,
  );

test('dates are the UTC instants the shop gives, shown as the day in India', () => {
  // 20:00 UTC on the 20th is already the 21st in India.
  expect(trackingDate('2026-11-20 20:00:00')).toEqual({
    iso: '2026-11-20T20:00:00.000Z',
    text: '21 Nov 2026',
  });
  expect(trackingDate('not a date')).toBeNull();
  expect(trackingDate(null)).toBeNull();
});

test('a new order: placed is current, the rest of the path is still ahead', () => {
  expect(steps([change('pending', 'Pending', '2026-11-20 04:00:00')])).toEqual([
    'Pending|20 Nov 2026|current',
    'Processing||upcoming',
    'Shipped||upcoming',
    'Delivered||upcoming',
  ]);
});

test('a prepaid order starts pending payment; partly shipped shows as such until all has left', () => {
  const history = [
    change('pending_payment', 'Pending Payment', '2026-11-20 04:00:00'),
    change('processing', 'Processing', '2026-11-20 04:05:00'),
    change('partially_shipped', 'Partially Shipped', '2026-11-21 04:00:00'),
  ];
  expect(steps(history)).toEqual([
    'Pending Payment|20 Nov 2026|done',
    'Processing|20 Nov 2026|done',
    'Partially Shipped|21 Nov 2026|current',
    'Delivered||upcoming',
  ]);
  expect(steps([...history, change('shipped', 'Shipped', '2026-11-23 04:00:00')])).toContain(
    'Shipped|23 Nov 2026|current',
  );
});

test('delivered ends the path; a step passed without a status of its own counts as passed', () => {
  expect(
    steps([
      change('pending', 'Pending', '2026-11-20 04:00:00'),
      change('shipped', 'Shipped', '2026-11-21 04:00:00'),
      change('complete', 'Delivered', '2026-11-24 04:00:00'),
    ]),
  ).toEqual([
    'Pending|20 Nov 2026|done',
    'Processing||done',
    'Shipped|21 Nov 2026|done',
    'Delivered|24 Nov 2026|current',
  ]);
});

test('canceled and refunded end the timeline as its current step, without the steps never reached', () => {
  expect(
    steps([
      change('pending', 'Pending', '2026-11-20 04:00:00'),
      change('canceled', 'Canceled', '2026-11-20 09:00:00'),
    ]),
  ).toEqual(['Pending|20 Nov 2026|done', 'Canceled|20 Nov 2026|current']);
  expect(
    steps([
      change('pending', 'Pending', '2026-11-20 04:00:00'),
      change('processing', 'Processing', '2026-11-20 05:00:00'),
      change('shipped', 'Shipped', '2026-11-21 05:00:00'),
      change('complete', 'Delivered', '2026-11-22 05:00:00'),
      change('closed', 'Refunded', '2026-11-28 05:00:00'),
    ]),
  ).toEqual([
    'Pending|20 Nov 2026|done',
    'Processing|20 Nov 2026|done',
    'Shipped|21 Nov 2026|done',
    'Delivered|22 Nov 2026|done',
    'Refunded|28 Nov 2026|current',
  ]);
  expect(steps([])).toEqual([]);
});

test('shipments keep only tracking with a number; refunds carry their amount and what the shop said', () => {
  const [shipment] = shipmentViews([
    {
      id: 'MQ==',
      number: '000000012-1',
      shipped_at: '2026-11-21 05:00:00',
      items: [{ id: 'Mg==', product_name: null, product_sku: 'SKU-1', quantity_shipped: 2 }, null],
      tracking: [
        { carrier: 'bluedart', title: 'Blue Dart', number: 'BD1', url: 'https://track.test/BD1' },
        { carrier: 'custom', title: 'Courier', number: null, url: null },
      ],
    },
    null,
  ]);
  expect(shipment).toEqual({
    id: 'MQ==',
    number: '000000012-1',
    shippedOn: { iso: '2026-11-21T05:00:00.000Z', text: '21 Nov 2026' },
    tracking: [
      { key: '0-BD1', carrier: 'bluedart', title: 'Blue Dart', number: 'BD1', url: 'https://track.test/BD1' },
    ],
    items: [{ id: 'Mg==', name: 'SKU-1', quantity: 2 }],
  });
  expect(
    refundViews([
      {
        id: 'Mw==',
        number: '000000012-1',
        total: { grand_total: { value: 1299, currency: 'INR' } },
        comments: [{ message: 'Refunded to your card.', timestamp: '2026-11-22 05:00:00' }],
      },
    ]),
  ).toEqual([
    {
      id: 'Mw==',
      heading: 'Refund #000000012-1: ₹1,299',
      notes: [
        {
          key: '0',
          message: 'Refunded to your card.',
          date: { iso: '2026-11-22T05:00:00.000Z', text: '22 Nov 2026' },
        },
      ],
    },
  ]);
});

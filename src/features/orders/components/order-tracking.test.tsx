// The order page's timeline, shipments, refunds and cancel dialog through the whole app: the order itself from
// the real in-process shop, its tracking, the store's cancellation reasons and cancelOrder answered by msw in
// Magento's shapes (the lifecycle's server side has its own tests).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, recordRequests } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { placeCustomerOrder, simpleProduct, tokenFor } from '../../../../test/support/place-order';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import { encodeUid } from '../../../../server/magento/graphql/uid';
import type { TestShop } from '../../../../server/test/test-app';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';

// A whole app against the in-process shop, on a machine other test runs share: the first render is slow.
jest.setTimeout(60_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

/** Ananya (no seeded orders) with one order placed on the real shop; its number and CustomerOrder id. */
async function customerOrder(shop: TestShop) {
  const token = await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024');
  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.signinToken, token, 3600);
  const product = simpleProduct(shop, 0);
  const number = await placeCustomerOrder(shop, token, product.sku);
  const { entity_id } = shop.db
    .prepare('SELECT entity_id FROM orders WHERE increment_id = ?')
    .get(number) as {
    entity_id: number;
  };
  return { shop, storage, number, id: encodeUid(entity_id), product };
}

const history = (...changes: [string, string, string][]) =>
  changes.map(([status, label, date]) => ({ __typename: 'OrderStatusChange', status, label, date }));

function tracking(id: string, number: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'CustomerOrder',
    id,
    number,
    status: 'Pending',
    available_actions: [],
    status_history: history(['pending', 'Pending', '2026-11-20 04:00:00']),
    delivered_at: null,
    shipments: [],
    credit_memos: [],
    ...fields,
  };
}

const answerTracking = (order: ReturnType<typeof tracking>) =>
  answer('GetOrderTracking', {
    customer: { __typename: 'Customer', id: 1, orders: { __typename: 'CustomerOrders', items: [order] } },
  });

const shipment = (
  n: string,
  shippedAt: string,
  track: [string, string, string],
  items: [string, number][],
) => ({
  __typename: 'OrderShipment',
  id: encodeUid(n),
  number: n,
  shipped_at: shippedAt,
  items: items.map(([name, qty], i) => ({
    __typename: 'ShipmentItem',
    id: encodeUid(`${n}-${i}`),
    product_name: name,
    product_sku: `SKU-${i}`,
    quantity_shipped: qty,
  })),
  tracking: [
    { __typename: 'ShipmentTracking', title: track[0], carrier: 'custom', number: track[1], url: track[2] },
  ],
});

test('shows the timeline with dates and the current step, and each shipment with its tracking link and items', async () => {
  const { storage, number, id, product } = await customerOrder(useRealShop());
  server.use(
    answerTracking(
      tracking(id, number, {
        status: 'Shipped',
        status_history: history(
          ['pending', 'Pending', '2026-11-20 04:00:00'],
          ['processing', 'Processing', '2026-11-20 06:00:00'],
          ['partially_shipped', 'Partially Shipped', '2026-11-21 05:00:00'],
          ['shipped', 'Shipped', '2026-11-22 05:00:00'],
        ),
        shipments: [
          shipment(
            '000000101-1',
            '2026-11-21 05:00:00',
            ['Blue Dart', 'BD123', 'https://track.test/BD123'],
            [[product.name, 1]],
          ),
          shipment(
            '000000101-2',
            '2026-11-22 05:00:00',
            ['Delhivery', 'DL456', 'https://track.test/DL456'],
            [['Phone case', 2]],
          ),
        ],
      }),
    ),
  );
  renderApp(`/order-history/${number}`, { services: { storage } });

  const timeline = await screen.findByRole('region', { name: 'Order status' }, { timeout: 30_000 });
  const steps = within(timeline).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual([
    'Pending20 Nov 2026',
    'Processing20 Nov 2026',
    'Shipped22 Nov 2026Current status',
    'DeliveredNot yet',
  ]);
  expect(steps[2]).toHaveAttribute('aria-current', 'step');
  expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);

  const shipments = screen.getByRole('region', { name: 'Shipments' });
  const first = within(shipments).getByRole('listitem', { name: 'Shipment #000000101-1' });
  expect(first).toHaveTextContent('Shipped on 21 Nov 2026');
  expect(first).toHaveTextContent('Blue Dart: BD123');
  const link = within(first).getByRole('link', {
    name: 'Track package BD123 with Blue Dart (opens in a new tab)',
  });
  expect(link).toHaveAttribute('href', 'https://track.test/BD123');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
  expect(within(first).getByRole('list', { name: 'Items in this shipment' })).toHaveTextContent(
    `${product.name} × 1`,
  );
  const second = within(shipments).getByRole('listitem', { name: 'Shipment #000000101-2' });
  expect(within(second).getByRole('link', { name: /DL456 with Delhivery/ })).toHaveAttribute(
    'href',
    'https://track.test/DL456',
  );
  expect(second).toHaveTextContent('Phone case × 2');
  // No cancel while the shop offers none.
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

const CONFIG = answer('GetOrderCancellationConfig', {
  storeConfig: {
    __typename: 'StoreConfig',
    store_code: 'default',
    order_cancellation_enabled: true,
    order_cancellation_reasons: [
      { __typename: 'CancellationReason', description: 'The item(s) are no longer needed' },
      { __typename: 'CancellationReason', description: 'Found a better price elsewhere' },
    ],
  },
});

test('cancels with a chosen reason; the page then shows the canceled order and when the refund arrives', async () => {
  const { storage, number, id } = await customerOrder(useRealShop());
  const requests = recordRequests();
  const sent: Record<string, unknown>[] = [];
  server.use(
    answerTracking(tracking(id, number, { available_actions: ['CANCEL', 'REORDER'] })),
    CONFIG,
    answer('CancelOrder', (variables) => {
      sent.push(variables);
      return {
        cancelOrder: {
          __typename: 'CancelOrderOutput',
          error: null,
          errorV2: null,
          order: tracking(id, number, {
            // As the shop answers a paid order's cancellation: refunded through the gateway, closed.
            status: 'Refunded',
            status_history: history(
              ['pending_payment', 'Pending Payment', '2026-11-20 04:00:00'],
              ['processing', 'Processing', '2026-11-20 04:05:00'],
              ['closed', 'Refunded', '2026-11-20 09:00:00'],
            ),
            credit_memos: [
              {
                __typename: 'CreditMemo',
                id: 'Nw==',
                number: '000000007',
                total: {
                  __typename: 'CreditMemoTotal',
                  grand_total: { __typename: 'Money', value: 1299, currency: 'INR' },
                },
                comments: [
                  {
                    __typename: 'SalesCommentItem',
                    message:
                      'We have refunded ₹1,299 to your card. It reaches your account in 5-7 working days.',
                    timestamp: '2026-11-20 09:00:00',
                  },
                ],
              },
            ],
          }),
        },
      };
    }),
  );
  const user = userEvent.setup();
  renderApp(`/order-history/${number}`, { services: { storage } });

  await user.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: `Cancel order #${number}` });
  // Focus is in the dialog (on its first control); Escape or Close would give it back.
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
  expect(confirm).toBeDisabled();
  await user.click(within(dialog).getByRole('radio', { name: 'Found a better price elsewhere' }));
  await user.click(confirm);

  const done = await screen.findByText('Your order has been canceled.');
  expect(done).toHaveTextContent('Your order has been canceled.');
  await waitFor(() => expect(done).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([{ orderId: id, reason: 'Found a better price elsewhere' }]);
  // The answer's order is the page's: closed, the timeline ended, the refund told with its date.
  expect(screen.getByText('Refunded', { selector: 'strong' })).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: 'Order status' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'Pending Payment20 Nov 2026',
    'Processing20 Nov 2026',
    'Refunded20 Nov 2026Current status',
  ]);
  expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
  const refunds = screen.getByRole('region', { name: 'Refunds' });
  expect(refunds).toHaveTextContent('Refund #000000007: ₹1,299');
  expect(refunds).toHaveTextContent(
    'We have refunded ₹1,299 to your card. It reaches your account in 5-7 working days. (20 Nov 2026)',
  );
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(window.dataLayer?.find((e) => e.event === 'order cancel')).toMatchObject({
    ecommerce: { transaction_id: number, currency: 'INR' },
  });
  expect(requests.filter((r) => r.operationName === 'CancelOrder')).toHaveLength(1);
});

test('shows the shop’s reason when it refuses to cancel, and keeps the dialog open', async () => {
  const { storage, number, id } = await customerOrder(useRealShop());
  server.use(
    answerTracking(tracking(id, number, { available_actions: ['CANCEL'] })),
    CONFIG,
    answer('CancelOrder', {
      cancelOrder: {
        __typename: 'CancelOrderOutput',
        error: 'Order with one or more items shipped cannot be cancelled',
        errorV2: {
          __typename: 'CancelOrderError',
          code: 'PARTIAL_ORDER_ITEM_SHIPPED',
          message: 'Order with one or more items shipped cannot be cancelled',
        },
        order: null,
      },
    }),
  );
  const user = userEvent.setup();
  renderApp(`/order-history/${number}`, { services: { storage } });

  await user.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: `Cancel order #${number}` });
  await user.click(within(dialog).getByRole('radio', { name: 'The item(s) are no longer needed' }));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Order with one or more items shipped cannot be cancelled',
  );
  expect(screen.getByRole('dialog', { name: `Cancel order #${number}` })).toBeInTheDocument();
  expect(window.dataLayer?.some((e) => e.event === 'order cancel')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
});

// Shared by the order-lifecycle tests: orders placed through checkout (cash on delivery, or paid on the sandbox
// gateway's page), and what an order's life wrote (history, the customer's drawer).
import { ORIGIN } from '../test-app';
import { add, caller, newCart, placeOrder, prepareCheckout, simpleProduct, type SalesShop } from './helpers';

export interface PlacedTestOrder {
  number: string;
  /** The SKUs of its lines, in order. */
  skus: string[];
  total: number;
}

/** A customer's (token) or a guest's order of products by catalogue offset and quantity. */
export async function orderOf(
  shop: SalesShop,
  token: string | undefined,
  lines: [offset: number, qty: number][],
  payment = 'cashondelivery',
): Promise<PlacedTestOrder & { paymentUrl: string | null }> {
  const call = caller(shop, token);
  const id = await newCart(call, Boolean(token));
  const skus = lines.map(([offset]) => simpleProduct(shop, { offset }).sku);
  await add(
    call,
    id,
    lines.map(([, qty], i) => ({ sku: skus[i], quantity: qty })),
  );
  await prepareCheckout(call, id, { payment, guestEmail: token ? undefined : 'kiran.guest@example.in' });
  const placed = await placeOrder(call, id);
  if (placed.errors.length) throw new Error(JSON.stringify(placed.errors));
  return {
    number: placed.order.order_number as string,
    skus,
    total: placed.orderV2.total.grand_total.value as number,
    paymentUrl: (placed.payment_url as string | null) ?? null,
  };
}

/** Pays (or fails) a gateway order on its hosted page, with the method the shopper picks there. */
export async function payOnHostedPage(
  shop: SalesShop,
  url: string,
  outcome: 'approve' | 'fail' = 'approve',
  method = 'credit_card',
): Promise<Response> {
  return shop.app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome, method }),
    }),
  );
}

/** A customer's order, paid by card on the gateway's page. */
export async function paidOrder(shop: SalesShop, token: string | undefined, lines: [number, number][]) {
  const placed = await orderOf(shop, token, lines, 'razorpay');
  const res = await payOnHostedPage(shop, placed.paymentUrl!);
  if (res.status !== 303) throw new Error(`payment not made: ${res.status}`);
  return placed;
}

export const statusHistory = (shop: SalesShop, number: string) =>
  shop.db
    .prepare(
      `SELECT h.status, h.comment, h.created_at FROM order_status_history h
         JOIN orders o ON o.entity_id = h.order_id WHERE o.increment_id = ? ORDER BY h.history_id`,
    )
    .all(number) as { status: string; comment: string | null; created_at: string }[];

export const drawer = (shop: SalesShop, email: string) =>
  shop.db
    .prepare(
      `SELECT n.notification_id, n.title, n.body, n.url, n.created_at FROM customer_notifications n
         JOIN customers c ON c.customer_id = n.customer_id WHERE c.email = ? ORDER BY n.notification_id DESC`,
    )
    .all(email) as {
    notification_id: number;
    title: string;
    body: string;
    url: string;
    created_at: string;
  }[];

export const orderPage = (number: string) => `${ORIGIN}/order-history/${number}`;

export const ORDER_LIFE = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  number status available_actions delivered_at
  status_history { status label date }
  comments { message timestamp }
  items { product_sku quantity_ordered quantity_shipped quantity_refunded quantity_canceled status }
  shipments { id number shipped_at comments { message }
    items { id product_sku product_name quantity_shipped product_sale_price { value currency } order_item { product_sku } }
    tracking { carrier title number url } }
  credit_memos { id number comments { message timestamp }
    items { product_sku quantity_refunded order_item { product_sku } }
    total { grand_total { value } adjustment { value } } }
} } } }`;

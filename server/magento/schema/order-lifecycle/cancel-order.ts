// cancelOrder (Magento 2.4.7+ OrderCancellation): a signed-in customer cancels their own order while nothing of
// it has shipped. The checks run in Magento's order and answer in its words, with the order where Magento
// gives it; the change itself is the operator's cancel (orders/admin.ts: one transaction that checks again, so
// a racing shipment wins cleanly), a paid order's money going back through its gateway. The news follows.
import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import { findOrderById, type OrderRow } from '../../db/repositories/orders';
import { inputError } from '../../errors';
import { decodeUid } from '../../graphql/uid';
import { runOrderChange } from '../../orders/admin';
import { serverPushSender } from '../../orders/order-news';
import { OrderActionRefused } from '../../orders/refused';
import { orderViews } from '../orders/order-fields';
import { cancelRefusal, hasShipped } from './cancel-rules';
import { CANCEL_ERROR_CODES, CANCEL_MESSAGES as M, CANCELLATION_REASONS } from './cancel-messages';

type Output = { error: string | null; errorV2: { code: string; message: string } | null; order: unknown };

const refused = (message: string, order: OrderRow | null, ctx: RequestContext): Output => ({
  error: message,
  errorV2: { code: CANCEL_ERROR_CODES[message] ?? 'UNDEFINED', message },
  order: order ? orderViews(ctx.db, [order])[0] : null,
});

function orderOf(ctx: RequestContext, orderId: string): OrderRow | undefined {
  let id: number;
  try {
    id = /^\d+$/.test(orderId) ? Number(orderId) : decodeUid(orderId);
  } catch {
    return undefined;
  }
  return findOrderById(ctx.db, id);
}

export async function cancelOrderMutation(
  ctx: RequestContext,
  input: { order_id?: unknown; reason?: unknown } | null | undefined,
): Promise<Output> {
  const customerId = requireCustomer(ctx);
  const orderId = typeof input?.order_id === 'string' ? input.order_id.trim() : '';
  const reason = typeof input?.reason === 'string' ? input.reason.trim() : '';
  if (!orderId || orderId === '0') throw inputError(M.missing('order_id'));
  if (!reason) throw inputError(M.missing('reason'));
  const order = orderOf(ctx, orderId);
  if (!order) return refused(M.notFound, null, ctx);
  if (order.customer_id !== customerId) return refused(M.unauthorised, null, ctx);
  const refusal = cancelRefusal(ctx.db, order);
  if (refusal) return refused(refusal, refusal === M.disabled ? null : order, ctx);
  const chosen = CANCELLATION_REASONS.find((r) => r.toLowerCase() === reason.toLowerCase());
  if (!chosen) return refused(M.invalidReason, null, ctx);
  try {
    const { order: cancelled, sent } = await runOrderChange(
      ctx.db,
      ctx.config,
      serverPushSender(),
      order.increment_id,
      { action: 'cancel', reason: chosen, byShopper: true },
    );
    // The sandbox prints what it would have pushed to the customer's installs (no tokens in it).
    if (sent.push && 'payload' in sent.push && sent.push.tokens > 0)
      console.info(
        `Push about order #${order.increment_id} not sent (no PUSH_SENDER_URL): ${JSON.stringify(sent.push.payload)}`,
      );
    return { error: null, errorV2: null, order: orderViews(ctx.db, [cancelled])[0] };
  } catch (e) {
    // Something changed it first (a shipment, the gateway, another tab): say what it is now.
    if (!(e instanceof OrderActionRefused)) throw e;
    const now = findOrderById(ctx.db, order.entity_id)!;
    return refused(hasShipped(ctx.db, now) ? M.shipped : M.invalidStatus, now, ctx);
  }
}

// `npm run orders -- ship|deliver|cancel|refund ORDER_NUMBER ...`: the stand-in for Magento's admin on the
// embedded backend's orders (orders/admin.ts). `ship` sends some or all of what remains (SKU:QTY ...), with a
// courier and tracking number; `deliver` marks the order delivered (shipping what remains first) and a
// cash-on-delivery order paid, and only then do the coins it earned count; `cancel` (nothing shipped yet) and
// `refund` take them back, a paid order's money going back through its gateway's sandbox. The customer is told
// each time (drawer, e-mail, push: PUSH_SENDER_URL, or the payload printed). Works beside the running server.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase } from '../db/connection';
import { pushSenderFromEnv } from '../push/test-push';
import { runOrderChange, type OrderChange } from './admin';
import { statusLabel } from './lifecycle-messages';
import type { SentOrderNews } from './order-news';
import { OrderActionRefused } from './refused';

export const USAGE = [
  'Usage: npm run orders -- ship ORDER [SKU:QTY ...] [--carrier CODE] [--track NUMBER]',
  '       npm run orders -- deliver|refund ORDER',
  '       npm run orders -- cancel ORDER [--reason TEXT]',
].join('\n');

function options(args: string[], allowed: string[]): { positional: string[]; named: Map<string, string> } {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const value = args[i + 1];
    if (!allowed.includes(name) || value === undefined || named.has(name))
      throw new OrderActionRefused(USAGE);
    named.set(name, value);
    i += 1;
  }
  return { positional, named };
}

function shipItem(arg: string): { sku: string; qty: number } {
  const m = /^(.+):(\d+)$/.exec(arg);
  return m ? { sku: m[1]!, qty: Number(m[2]) } : { sku: arg, qty: 1 };
}

/** The order number and the change the arguments ask for; the usage for anything else. */
export function parseOrdersArgs(argv: string[]): { orderNumber: string; change: OrderChange } {
  const [action = '', ...rest] = argv;
  const allowed = action === 'ship' ? ['carrier', 'track'] : action === 'cancel' ? ['reason'] : [];
  const { positional, named } = options(rest, allowed);
  const [orderNumber = '', ...items] = positional;
  if (!orderNumber) throw new OrderActionRefused(USAGE);
  const number = orderNumber.replace(/^#/, '');
  if (action === 'ship') {
    const change: OrderChange = { action, items: items.map(shipItem) };
    if (named.has('carrier')) change.carrier = named.get('carrier');
    if (named.has('track')) change.track = named.get('track');
    return { orderNumber: number, change };
  }
  if (items.length > 0) throw new OrderActionRefused(USAGE);
  if (action === 'cancel') return { orderNumber: number, change: { action, reason: named.get('reason') } };
  if (action === 'deliver' || action === 'refund') return { orderNumber: number, change: { action } };
  throw new OrderActionRefused(USAGE);
}

function newsLine(notificationId: number | null, sent: SentOrderNews): string {
  const parts = [
    notificationId === null ? 'guest order: no drawer notification' : `notification #${notificationId}`,
    sent.emailed ? 'e-mail in the outbox' : 'e-mail NOT written',
  ];
  if (sent.push && 'payload' in sent.push)
    parts.push(
      `push not sent (no PUSH_SENDER_URL; ${sent.push.tokens} registered install(s)); payload: ${JSON.stringify(sent.push.payload)}`,
    );
  else if (sent.push)
    parts.push(
      `push sent to ${sent.push.sent} of ${sent.push.tokens} install(s)${sent.push.failed ? `, ${sent.push.failed} failed` : ''}`,
    );
  return `Customer told: ${parts.join(', ')}.`;
}

export async function ordersCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { orderNumber, change } = parseOrdersArgs(argv);
  const config = readStandInConfig(env);
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new OrderActionRefused(`No shop database at ${file}.`);
  const db = openDatabase(file);
  try {
    const { order, news, sent } = await runOrderChange(
      db,
      config,
      pushSenderFromEnv(env),
      orderNumber,
      change,
    );
    return [
      `Order #${order.increment_id}: ${statusLabel(order.status)}, payment ${order.payment_status}.`,
      ...(news.tracking ? [`Tracking: ${news.tracking}.`] : []),
      ...(news.refund ? [`Credit memo: ${news.refund}`] : []),
      newsLine(news.notificationId, sent),
    ].join('\n');
  } finally {
    db.close();
  }
}

if (require.main === module) {
  ordersCommand(process.argv.slice(2)).then(
    (output) => console.log(output),
    (e: unknown) => {
      console.error(e instanceof OrderActionRefused ? e.message : e);
      process.exitCode = 1;
    },
  );
}

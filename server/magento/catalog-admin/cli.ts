// `npm run catalog -- stock SKU QTY`: sets a product's stock (catalog-admin/stock.ts), then sends the back-in-stock
// alerts that became due. `npm run catalog -- stock-alerts`: only sends them (Magento's cron job; after an
// order's cancellation put stock back, say). The stand-in for Magento's admin on the embedded backend; works
// beside the running server. Pushes go through PUSH_SENDER_URL; without one their payloads are printed.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase } from '../db/connection';
import { pushSenderFromEnv } from '../push/test-push';
import { sendStockAlerts, type SentStockAlert } from '../schema/stock-alerts/send-stock-alerts';
import { changeStock, StockChangeRefused } from './stock';

const USAGE = 'Usage: npm run catalog -- stock SKU QTY | stock-alerts';

function pushLine(push: SentStockAlert['push']): string {
  if ('payload' in push)
    return `push not sent (no PUSH_SENDER_URL; ${push.tokens} registered install(s)); payload: ${JSON.stringify(push.payload)}`;
  return `push sent to ${push.sent} of ${push.tokens} install(s)${push.failed ? `, ${push.failed} failed` : ''}`;
}

/** One line per alert sent, what each channel did. */
export function alertReport(alerts: SentStockAlert[]): string[] {
  if (alerts.length === 0) return ['No stock alerts were due.'];
  return [
    `Stock alerts sent: ${alerts.length}.`,
    ...alerts.map(
      (a) =>
        `- ${a.customer.email}: ${a.sku} (${a.productPath}): notification #${a.notificationId}, ` +
        `${a.emailed ? 'e-mail in the outbox' : 'e-mail NOT written'}, ${pushLine(a.push)}`,
    ),
  ];
}

function parseArgs(argv: string[]): { action: 'stock'; sku: string; qty: number } | { action: 'alerts' } {
  const [action = '', ...rest] = argv;
  if (action === 'stock-alerts' && rest.length === 0) return { action: 'alerts' };
  const [sku = '', qty = '', ...extra] = rest;
  if (action !== 'stock' || !sku || !/^\d+$/.test(qty) || extra.length > 0)
    throw new StockChangeRefused(USAGE);
  return { action: 'stock', sku, qty: Number(qty) };
}

export async function catalogCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const args = parseArgs(argv);
  const config = readStandInConfig(env);
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new StockChangeRefused(`No shop database at ${file}.`);
  const sender = pushSenderFromEnv(env);
  const db = openDatabase(file);
  try {
    if (args.action === 'alerts') return alertReport(await sendStockAlerts(db, config, sender)).join('\n');
    const { product, alerts } = await changeStock(db, config, sender, args.sku, args.qty);
    const stock = product.is_in_stock ? `${product.qty} in stock` : 'out of stock';
    return [`${product.sku} (${product.name}): ${stock}.`, ...alertReport(alerts)].join('\n');
  } finally {
    db.close();
  }
}

if (require.main === module) {
  catalogCommand(process.argv.slice(2)).then(
    (output) => console.log(output),
    (e: unknown) => {
      console.error(e instanceof StockChangeRefused ? e.message : e);
      process.exitCode = 1;
    },
  );
}

// `npm run orders -- deliver|cancel|refund ORDER_NUMBER`: the stand-in for Magento's admin on the embedded
// backend's orders (orders/admin.ts). `deliver` marks a cash-on-delivery order delivered and paid, and only then
// do the coins it earned count; `cancel` and `refund` take them back. Works beside the running server.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase } from '../db/connection';
import { changeOrder, OrderActionRefused, type OrderAction } from './admin';

const USAGE = 'Usage: npm run orders -- deliver|cancel|refund ORDER_NUMBER';
const ACTIONS: readonly string[] = ['deliver', 'cancel', 'refund'] satisfies OrderAction[];

export function ordersCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): string {
  const [action = '', orderNumber = '', ...rest] = argv;
  if (!ACTIONS.includes(action) || !orderNumber || rest.length > 0) throw new OrderActionRefused(USAGE);
  const file = path.join(readStandInConfig(env).dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new OrderActionRefused(`No shop database at ${file}.`);
  const db = openDatabase(file);
  try {
    const order = changeOrder(db, orderNumber.replace(/^#/, ''), action as OrderAction);
    return `Order #${order.increment_id}: ${order.status}, payment ${order.payment_status}.`;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  try {
    console.log(ordersCommand(process.argv.slice(2)));
  } catch (e) {
    console.error(e instanceof OrderActionRefused ? e.message : e);
    process.exitCode = 1;
  }
}

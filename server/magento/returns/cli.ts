// `npm run returns -- list | authorize|receive|approve|reject|close RETURN_NUMBER`: the stand-in for Magento's
// admin on the embedded backend's returns (returns/admin.ts). Works beside the running server.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase } from '../db/connection';
import { findOrderById } from '../db/repositories/orders';
import { listAllReturns, listReturnItems } from '../db/repositories/returns';
import { changeReturn, RETURN_ACTIONS, ReturnActionRefused, type ReturnAction } from './admin';

const USAGE = 'Usage: npm run returns -- list | authorize|receive|approve|reject|close RETURN_NUMBER';

function list(db: ReturnType<typeof openDatabase>): string {
  const rows = listAllReturns(db);
  if (rows.length === 0) return 'No returns.';
  return rows
    .map((r) => {
      const items = listReturnItems(db, r.return_id).reduce((n, i) => n + i.qty_requested, 0);
      const order = findOrderById(db, r.order_id)?.increment_id ?? '?';
      return `#${r.increment_id}  order #${order}  ${items} item(s)  ${r.status}  ${r.created_at}`;
    })
    .join('\n');
}

export function returnsCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): string {
  const [action = '', number = '', ...rest] = argv;
  const isList = action === 'list' && !number;
  if (!isList && (!RETURN_ACTIONS.includes(action as ReturnAction) || !number || rest.length > 0))
    throw new ReturnActionRefused(USAGE);
  const file = path.join(readStandInConfig(env).dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new ReturnActionRefused(`No shop database at ${file}.`);
  const db = openDatabase(file);
  try {
    if (isList) return list(db);
    const ret = changeReturn(db, number.replace(/^#/, ''), action as ReturnAction);
    return `Return #${ret.increment_id}: ${ret.status}.`;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  try {
    console.log(returnsCommand(process.argv.slice(2)));
  } catch (e) {
    console.error(e instanceof ReturnActionRefused ? e.message : e);
    process.exitCode = 1;
  }
}

// Sends a customer an /autosignin link through the outbox, as the shop's SMS and e-mail campaigns do:
//   npx tsx server/magento/auth/send-sign-in-link.ts <customerid|phone|email> <value> [storefront origin]
// The link goes to the outbox (DATA_DIR/outbox), never to the terminal: it signs the customer in.
import path from 'node:path';
import { readStandInConfig, type StandInConfig } from '../config';
import { withSecret } from './server-secret';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { findCustomerByEmail, findCustomerById, findCustomerByMobile } from '../db/repositories/customers';
import { sendToOutbox } from '../outbox/outbox';
import { nowMs } from '../clock';
import { normaliseMobile } from './mobile';
import { autoSignInUrl, type AutoSignInKind } from './sign-in-links';

const KINDS: AutoSignInKind[] = ['customerid', 'phone', 'email'];

function findCustomer(db: Db, kind: AutoSignInKind, value: string) {
  if (kind === 'customerid') return findCustomerById(db, Number(value));
  if (kind === 'phone') return findCustomerByMobile(db, normaliseMobile(value) ?? '');
  return findCustomerByEmail(db, value);
}

/** Writes the link message to the outbox; returns its id, or throws when there is no such customer. */
export function sendSignInLink(
  db: Db,
  config: StandInConfig,
  kind: AutoSignInKind,
  value: string,
  origin: string,
) {
  const customer = findCustomer(db, kind, value);
  if (!customer) throw new Error(`No customer with ${kind} ${value}`);
  const link = autoSignInUrl(
    config,
    origin,
    kind,
    kind === 'customerid' ? String(customer.customer_id) : value,
  );
  const sms = kind === 'phone';
  return sendToOutbox(
    config,
    {
      channel: sms ? 'sms' : 'email',
      to: sms ? customer.mobile_number! : customer.email,
      template: 'sign_in_link',
      subject: 'Sign in to your account',
      text: `Hi ${customer.firstname}, tap to sign in: ${link} (valid for 24 hours, works once).`,
      link,
    },
    nowMs(config),
  );
}

if (require.main === module) {
  const [kind, value, origin = 'http://localhost:8080'] = process.argv.slice(2);
  if (!KINDS.includes(kind as AutoSignInKind) || !value) {
    console.error('Usage: send-sign-in-link.ts <customerid|phone|email> <value> [origin]');
    process.exit(2);
  }
  const configured = readStandInConfig();
  const db = openDatabase(path.join(configured.dataDir, 'shop.sqlite'));
  migrate(db);
  const config = withSecret(configured);
  const id = sendSignInLink(db, config, kind as AutoSignInKind, value, origin);
  console.log(`Sign-in link written to the outbox: ${id}`);
}

// `npm run push:test -- EMAIL TITLE [BODY] [URL]`: a test push to every install the customer registered for
// push (server/magento/push/test-push.ts). Without PUSH_SENDER_URL it prints the payload to deliver to a worker by
// hand (DevTools > Application > Service workers > Push), and sends nothing anywhere.
import path from 'node:path';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase } from '../db/connection';
import { pushSenderFromEnv, sendTestPush } from './test-push';

async function main(argv: string[]): Promise<number> {
  const [email, title, body, url] = argv;
  if (!email || !title) {
    console.error('Usage: npm run push:test -- EMAIL TITLE [BODY] [URL]');
    return 2;
  }
  const config = readStandInConfig(process.env);
  const db = openDatabase(path.join(config.dataDir, DATABASE_FILE));
  const result = await sendTestPush(db, pushSenderFromEnv(process.env), email, { title, body, url });
  db.close();
  if (result.status === 'unknown-customer') {
    console.error(`No customer with the e-mail ${email}.`);
    return 1;
  }
  if (result.status === 'no-sender') {
    console.log(
      `No PUSH_SENDER_URL configured; ${result.tokens} registered token(s). Deliver this payload to the worker:`,
    );
    console.log(JSON.stringify(result.payload));
    return 0;
  }
  console.log(`Sent to ${result.sent} of ${result.tokens} token(s); ${result.failed} failed.`);
  return result.failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

// The sandbox outbox of the server scripts/e2e-server.js started for this run (it notes its DATA_DIR by port).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMessage {
  to: string;
  template: string;
  subject: string;
  text: string;
  link?: string;
}

/** The DATA_DIR of the default server of this run (its database and outbox). */
export function serverDataDir(): string {
  const port = process.env.E2E_PORT ?? '8787';
  return fs.readFileSync(path.join(os.tmpdir(), `shop-e2e-${port}.datadir`), 'utf8').trim();
}

function readOutbox(): OutboxMessage[] {
  const dir = path.join(serverDataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage);
}

/** The link of the newest e-mail of `template` to `to`, waiting for it to arrive. */
export async function latestMailLink(to: string, template: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readOutbox().filter(
        (m) => m.to.toLowerCase() === to.toLowerCase() && m.template === template,
      );
      link = mails.at(-1)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The newest e-mail of `template` to `to`, waiting for it to arrive. */
export async function latestMail(to: string, template: string): Promise<OutboxMessage> {
  let mail: OutboxMessage | undefined;
  await expect
    .poll(() => {
      mail = readOutbox()
        .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.template === template)
        .at(-1);
      return mail;
    })
    .toBeTruthy();
  return mail!;
}

// The e-mail/SMS outbox: the sandbox's stand-in for a mail server and an SMS gateway. Each message is one
// JSON file in DATA_DIR/outbox, named so a directory listing is in sending order. Nothing is ever logged:
// messages carry reset links, sign-in links and OTPs.
import fs from 'node:fs';
import path from 'node:path';
import type { StandInConfig } from '../config';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** An e-mail address or a mobile number. */
  to: string;
  /** Which message it is: 'password_reset', 'otp', 'magic_link', 'sign_in_link', ... */
  template: string;
  subject: string;
  text: string;
  /** The link the message carries, if any (absolute URL). */
  link?: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  id: string;
  created_at: string;
}

let sequence = 0;

export const outboxDir = (config: Pick<StandInConfig, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/** Writes a message to the outbox (atomically: readers never see half a file); returns its id. */
export function sendToOutbox(
  config: Pick<StandInConfig, 'dataDir'>,
  message: OutboxMessage,
  now: number,
): string {
  const dir = outboxDir(config);
  fs.mkdirSync(dir, { recursive: true });
  sequence = (sequence + 1) % 1_000_000;
  const stamp = new Date(now).toISOString().replace(/[-:.]/g, '');
  const id = `${stamp}-${process.pid}-${String(sequence).padStart(6, '0')}-${message.channel}-${message.template}`;
  const stored: StoredOutboxMessage = { id, created_at: new Date(now).toISOString(), ...message };
  const file = path.join(dir, `${id}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(stored, null, 2), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
  return id;
}

/** The outbox's messages, oldest first (optionally only those to one recipient). */
export function readOutbox(config: Pick<StandInConfig, 'dataDir'>, to?: string): StoredOutboxMessage[] {
  const dir = outboxDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredOutboxMessage)
    .filter((m) => to === undefined || m.to.toLowerCase() === to.toLowerCase());
}

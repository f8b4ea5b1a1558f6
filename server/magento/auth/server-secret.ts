// The key that signs everything the shop must be able to trust later: payment callbacks, sign-in links, auto
// sign-in links, the mail-provider sandbox's state and one-time codes, cache ids. There is no shared default:
// SERVER_SECRET when set (at least 32 characters, never a documented placeholder), otherwise a random one the
// server makes on its first start and keeps in the data folder, readable by its own user only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The generated secret's file inside DATA_DIR. */
export const SECRET_FILE = 'server-secret';
export const MIN_SECRET_LENGTH = 32;
/**
 * Values that were printed in the README, .env.example or the source, or that anyone would guess: a shop
 * signing with one of them signs for everyone. Compared case-insensitively.
 */
export const PLACEHOLDER_SECRETS: readonly string[] = [
  'sandbox-secret-change-me',
  'change-me',
  'changeme',
  'change-me-to-a-long-random-string',
  'secret',
  'server-secret',
];

const MAKE_ONE =
  'Leave SERVER_SECRET unset to let the server make a random one, or set 32+ random characters';

/** A configured SERVER_SECRET, checked; '' when unset (the data folder's secret is used: withSecret). */
export function checkedSecret(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '';
  if (PLACEHOLDER_SECRETS.includes(raw.trim().toLowerCase()))
    throw new Error(
      `SERVER_SECRET is a published placeholder ("${raw}"): anyone could forge sign-in links and payment callbacks with it. ${MAKE_ONE} (e.g. \`openssl rand -base64 48\`).`,
    );
  if (raw.length < MIN_SECRET_LENGTH)
    throw new Error(
      `SERVER_SECRET is too short (${raw.length} characters, at least ${MIN_SECRET_LENGTH}). ${MAKE_ONE} (e.g. \`openssl rand -base64 48\`).`,
    );
  return raw;
}

/** Throws unless `secret` is fit to sign with (the app never runs on an empty or placeholder key). */
export function assertUsableSecret(secret: string): void {
  if (!secret) throw new Error('No server secret: start the server with startServer or withSecret(config).');
  checkedSecret(secret);
}

/** The data folder's secret: read, or made (32 random bytes) on the first start. */
export function dataFolderSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    console.log(
      `Made a new server secret in ${file} (keep it: sign-in links and payment links depend on it).`,
    );
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) {
    fs.chmodSync(file, 0o600);
    console.warn(`${file} was readable by other users (mode ${mode.toString(8)}); now 600.`);
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} does not hold a usable secret: delete it and start again to make a new one.`);
  return secret;
}

/** `config` with its secret: SERVER_SECRET's, or the data folder's. */
export function withSecret<T extends { secret: string; dataDir: string }>(config: T): T {
  return config.secret ? config : { ...config, secret: dataFolderSecret(config.dataDir) };
}

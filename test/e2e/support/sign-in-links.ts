// /autosignin links as the shop issues them: a valid one through the shop's own sender
// (server/magento/auth/send-sign-in-link.ts, run against this run's server data, writes it to the outbox), and an
// expired one signed with the same secret and code but a past expiry (the shop never sends those).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { dataFolderSecret } from '../../../server/magento/auth/server-secret';
import { signToken } from '../../../server/magento/auth/signed-tokens';
import { latestMailLink, serverDataDir } from './outbox';

const ROOT = path.join(__dirname, '..', '..', '..');
/** The server's secret: the environment's SERVER_SECRET, or the one it made in this run's data folder. */
const secret = () => process.env.SERVER_SECRET || dataFolderSecret(serverDataDir());

/** The path and query of a fresh /autosignin/email link for `email`, from the outbox. */
export async function sentAutoSignInLink(email: string, origin: string): Promise<string> {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/magento/auth/send-sign-in-link.ts', 'email', email, origin],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: serverDataDir() }, stdio: 'pipe' },
  );
  const link = new URL(await latestMailLink(email, 'sign_in_link'));
  return link.pathname + link.search;
}

/** An /autosignin/email link for `email` that expired a minute ago. */
export function expiredAutoSignInLink(email: string): string {
  const subject = email.toLowerCase();
  const signature = signToken(secret(), 'autosignin:email', subject, Date.now() - 60_000);
  return `/autosignin/email/${encodeURIComponent(subject)}?signature=${signature}`;
}

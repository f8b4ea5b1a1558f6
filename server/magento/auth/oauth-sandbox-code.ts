// The sign-in sandbox's proof that the shopper controls the mail account they typed: a one-time code e-mailed to
// it (the outbox is the sandbox's mail server). The page carries the identity and the code's hash in a signed,
// expiring token (purpose 'oauth-sandbox-code', bound to this attempt's provider and state), so nothing is
// stored until the code comes back. 8 characters of a 32-letter alphabet: 40 bits, never guessed online in
// the token's 10 minutes.
import crypto from 'node:crypto';
import type { StandInConfig } from '../config';
import { sendToOutbox } from '../outbox/outbox';
import { nowMs } from '../clock';
import { sha256, signToken, verifyToken } from './signed-tokens';
import { OAUTH_PROVIDERS, type SandboxIdentity } from './oauth-login';

const PURPOSE = 'oauth-sandbox-code';
export const SANDBOX_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Crockford's base32: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const newCode = () => Array.from({ length: 8 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** E-mails a code to `identity.email`; returns the pending token the code form carries. */
export function mailSandboxCode(config: StandInConfig, identity: SandboxIdentity): string {
  const code = newCode();
  const now = nowMs(config);
  sendToOutbox(
    config,
    {
      channel: 'email',
      to: identity.email,
      template: 'oauth_sandbox_code',
      subject: `Your ${OAUTH_PROVIDERS[identity.provider]} sign-in code`,
      text: `Your one-time code to sign in to the shop: ${code.slice(0, 4)}-${code.slice(4)} (valid for 10 minutes). If you did not ask for it, ignore this e-mail.`,
    },
    now,
  );
  const subject = JSON.stringify({ ...identity, codeHash: sha256(code) });
  return signToken(config.secret, PURPOSE, subject, now + SANDBOX_CODE_LIFETIME_MS);
}

type Checked = { ok: true; identity: SandboxIdentity } | { ok: false; email?: string };

/** The identity a pending token vouches for, when `code` is the one mailed for this attempt. */
export function checkSandboxCode(
  config: StandInConfig,
  input: { provider: string; state: string; pending: string; code: string },
): Checked {
  const token = verifyToken(config.secret, PURPOSE, input.pending, nowMs(config));
  if (!token) return { ok: false };
  const { codeHash, ...identity } = JSON.parse(token.subject) as SandboxIdentity & { codeHash: string };
  if (identity.provider !== input.provider || identity.state !== input.state) return { ok: false };
  const actual = Buffer.from(sha256(normalised(input.code)));
  if (!crypto.timingSafeEqual(actual, Buffer.from(codeHash))) return { ok: false, email: identity.email };
  return { ok: true, identity };
}

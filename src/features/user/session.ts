// Token lifetime (SPEC 4 "User and session", SPEC 9): a token is stored for 3600 s × a build-time multiplier,
// checked every second; an expired token signs the customer out.
import { isExpired, STORAGE_KEYS, type BrowserPersistence } from '../../lib/storage';
import type { Services } from '../../lib/services';

export const TOKEN_TTL_SECONDS = 3600;
export const SESSION_CHECK_INTERVAL_MS = 1000;

/** TOKEN_TTL_MULTIPLIER is substituted at build time; absent or invalid means 1. */
export function tokenTtlMultiplier(): number {
  let raw: string | undefined;
  try {
    raw = process.env.TOKEN_TTL_MULTIPLIER;
  } catch {
    raw = undefined; // no `process` in a browser build without the substitution
  }
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : 1;
}

export function tokenTtlSeconds(): number {
  return TOKEN_TTL_SECONDS * tokenTtlMultiplier();
}

export type StoredSession = { token: null; expired: false } | { token: string; expired: boolean };

/**
 * Reads the token without removing it, so an expired one can still trigger the sign-out sequence. Judged by
 * the storage's clock, the one that stamped it.
 */
export function readStoredSession(storage: BrowserPersistence): StoredSession {
  const entry = storage.getRawItem(STORAGE_KEYS.signinToken);
  if (!entry || typeof entry.value !== 'string' || !entry.value) return { token: null, expired: false };
  return { token: entry.value, expired: isExpired(entry, storage.now()) };
}

export function startSessionTimer(services: Services, onExpired: () => void): void {
  stopSessionTimer(services);
  services.sessionTimer.current = setInterval(() => {
    const session = readStoredSession(services.storage);
    // Gone counts as ended too: another tab signed out, so this tab's customer data is stale.
    if (session.expired || session.token === null) {
      stopSessionTimer(services);
      onExpired();
    }
  }, SESSION_CHECK_INTERVAL_MS);
}

export function stopSessionTimer(services: Services): void {
  clearInterval(services.sessionTimer.current);
  services.sessionTimer.current = undefined;
}

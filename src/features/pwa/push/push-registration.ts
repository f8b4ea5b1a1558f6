// Registering this install for push (SPEC 4, 5, 8): only where the browser supports it, only in the installed
// standalone app, only for a signed-in customer, with the shopper's permission; the token is sent to the shop
// (SaveFcmToken) and sent again once it is 7 days old. Every failure is swallowed: push is a courtesy.

/** SPEC 9: a push token older than this is refreshed. */
export const TOKEN_REFRESH_SECONDS = 7 * 24 * 3600;
export const PUSH_TOKEN_KEY = 'fcm_token';

export type PushOutcome =
  | 'off'
  | 'not-standalone'
  | 'signed-out'
  | 'unsupported'
  | 'blocked'
  | 'fresh'
  | 'no-token'
  | 'failed'
  | 'saved';

export interface PushEnvironment {
  window: Window & typeof globalThis;
}

/** SPEC 5: service workers, push, notifications and IndexedDB supported, and cookies enabled. */
export function pushSupported(win: Window & typeof globalThis): boolean {
  return (
    'serviceWorker' in win.navigator &&
    'PushManager' in win &&
    'Notification' in win &&
    'indexedDB' in win &&
    win.navigator.cookieEnabled
  );
}

/** The app runs installed, in its own window. */
export function isStandalone(win: Window & typeof globalThis): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** SPEC 4: 'default' asks; anything but 'granted' afterwards means push is blocked. */
export async function notificationPermission(win: Window & typeof globalThis): Promise<boolean> {
  let permission = win.Notification.permission;
  if (permission === 'default') permission = await win.Notification.requestPermission();
  return permission === 'granted';
}

export interface PushDeps {
  win: Window & typeof globalThis;
  configured: boolean;
  signedIn: boolean;
  /** The stored token, read as absent once TOKEN_REFRESH_SECONDS old. */
  storedToken: () => string | undefined;
  storeToken: (token: string) => void;
  /** Firebase's getToken (loaded on demand); resolves '' when no token is returned. */
  getToken: () => Promise<string>;
  saveToken: (token: string) => Promise<boolean>;
}

export async function registerForPush(deps: PushDeps): Promise<PushOutcome> {
  if (!deps.configured) return 'off';
  if (!isStandalone(deps.win)) return 'not-standalone';
  if (!deps.signedIn) return 'signed-out';
  try {
    if (!pushSupported(deps.win)) return 'unsupported';
    if (deps.storedToken()) return 'fresh';
    if (!(await notificationPermission(deps.win))) return 'blocked';
    const token = await deps.getToken();
    if (!token) return 'no-token';
    if (!(await deps.saveToken(token))) return 'failed';
    deps.storeToken(token);
    return 'saved';
  } catch {
    // SPEC 8: registration, subscription and token failures are swallowed silently.
    return 'failed';
  }
}

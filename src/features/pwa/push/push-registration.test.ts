// Push registration (SPEC 4, 5, 8): only configured, standalone, signed in, supported and permitted; the token
// is saved and refreshed after 7 days; every failure is swallowed.
import { BrowserPersistence } from '../../../lib/storage';
import { readPushConfig } from './push-config';
import { PUSH_TOKEN_KEY, registerForPush, TOKEN_REFRESH_SECONDS, type PushDeps } from './push-registration';

type Permission = 'default' | 'granted' | 'denied';

function fakeWindow({
  standalone = true,
  permission = 'granted' as Permission,
  answer = 'granted' as Permission,
  push = true,
} = {}) {
  const Notification = { permission, requestPermission: jest.fn(() => Promise.resolve(answer)) };
  return {
    navigator: { serviceWorker: {}, cookieEnabled: true },
    ...(push ? { PushManager: function PushManager() {} } : {}),
    Notification,
    indexedDB: {},
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
  } as unknown as Window & typeof globalThis;
}

function deps(overrides: Partial<PushDeps> = {}, now = () => Date.now()) {
  const storage = new BrowserPersistence(localStorage, now);
  const all = {
    win: fakeWindow(),
    configured: true,
    signedIn: true,
    storedToken: () => storage.getItem<string>(PUSH_TOKEN_KEY),
    storeToken: (token: string) => storage.setItem(PUSH_TOKEN_KEY, token, TOKEN_REFRESH_SECONDS),
    getToken: jest.fn(() => Promise.resolve('fcm-token-abcdefghijklmnopqrstuvwxyz')),
    saveToken: jest.fn(() => Promise.resolve(true)),
    ...overrides,
  };
  return all;
}

beforeEach(() => localStorage.clear());

test('push is off without configuration: empty Firebase values read as none', async () => {
  expect(readPushConfig({})).toBeNull();
  expect(readPushConfig({ FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p' })).toBeNull();
  const d = deps({ configured: false });
  await expect(registerForPush(d)).resolves.toBe('off');
  expect(d.getToken).not.toHaveBeenCalled();
});

test('a token is registered only in the standalone app for a signed-in customer', async () => {
  const inTab = deps({ win: fakeWindow({ standalone: false }) });
  await expect(registerForPush(inTab)).resolves.toBe('not-standalone');
  const guest = deps({ signedIn: false });
  await expect(registerForPush(guest)).resolves.toBe('signed-out');
  expect(inTab.saveToken).not.toHaveBeenCalled();
  expect(guest.saveToken).not.toHaveBeenCalled();

  const customer = deps();
  await expect(registerForPush(customer)).resolves.toBe('saved');
  expect(customer.saveToken).toHaveBeenCalledWith('fcm-token-abcdefghijklmnopqrstuvwxyz');
});

test("'default' permission is asked for; anything but 'granted' means blocked", async () => {
  const win = fakeWindow({ permission: 'default', answer: 'denied' });
  const d = deps({ win });
  await expect(registerForPush(d)).resolves.toBe('blocked');
  expect(win.Notification.requestPermission).toHaveBeenCalled();
  expect(d.getToken).not.toHaveBeenCalled();
  await expect(registerForPush(deps({ win: fakeWindow({ permission: 'denied' }) }))).resolves.toBe('blocked');
});

test('a saved token is sent again once it is 7 days old', async () => {
  let now = Date.UTC(2026, 0, 1);
  const d = deps({}, () => now);
  await registerForPush(d);
  now += (TOKEN_REFRESH_SECONDS - 60) * 1000;
  await expect(registerForPush(d)).resolves.toBe('fresh');
  expect(d.saveToken).toHaveBeenCalledTimes(1);
  now += 120 * 1000;
  await expect(registerForPush(d)).resolves.toBe('saved');
  expect(d.saveToken).toHaveBeenCalledTimes(2);
});

test('unsupported browsers, missing tokens and failures are swallowed', async () => {
  await expect(registerForPush(deps({ win: fakeWindow({ push: false }) }))).resolves.toBe('unsupported');
  await expect(registerForPush(deps({ getToken: () => Promise.resolve('') }))).resolves.toBe('no-token');
  await expect(
    registerForPush(deps({ getToken: () => Promise.reject(new Error('messaging/token-subscribe-failed')) })),
  ).resolves.toBe('failed');
  const refused = deps({ saveToken: () => Promise.resolve(false) });
  await expect(registerForPush(refused)).resolves.toBe('failed');
  expect(refused.storedToken()).toBeUndefined();
});

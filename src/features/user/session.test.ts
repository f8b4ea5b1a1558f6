import { BrowserPersistence, STORAGE_KEYS } from '../../lib/storage';
import { readStoredSession } from './session';

test('a stored session expires by the clock that stamped it (the storage clock), not the machine clock', () => {
  let now = Date.UTC(2040, 0, 1);
  const storage = new BrowserPersistence(localStorage, () => now);
  storage.setItem(STORAGE_KEYS.signinToken, 'tok', 3600);
  expect(readStoredSession(storage)).toEqual({ token: 'tok', expired: false });
  now += 3600 * 1000 + 1;
  expect(readStoredSession(storage)).toEqual({ token: 'tok', expired: true });
});

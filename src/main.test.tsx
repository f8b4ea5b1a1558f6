// The bootstrap's wiring, run as the browser runs it: main.tsx against the in-process shop. Only the page
// reload is observed (jsdom cannot reload), through the store's own reload service.
import { act, screen, waitFor } from '@testing-library/react';
import { useRealShop } from '../test/support/real-shop';
import { BrowserPersistence, STORAGE_KEYS } from './lib/storage';

const mockReload = jest.fn();
jest.mock('./app/store', () => {
  const actual = jest.requireActual<typeof import('./app/store')>('./app/store');
  return {
    ...actual,
    makeStore: (...[state, services]: Parameters<typeof actual.makeStore>) =>
      actual.makeStore(state, { ...services, reload: mockReload }),
  };
});

// The whole app boots against the in-process shop: slow on the shared 2-core machine.
jest.setTimeout(30_000);

test('a different cart id stored by another tab reloads the page; the same one does not', async () => {
  window.scrollTo = jest.fn();
  document.body.innerHTML = '<div id="root"></div>';
  useRealShop();
  await act(() => import('./main'));
  expect(await screen.findByRole('banner', {}, { timeout: 10_000 })).toBeInTheDocument();

  const storage = new BrowserPersistence();
  await waitFor(() => expect(storage.getItem(STORAGE_KEYS.cartId)).toEqual(expect.any(String)), {
    timeout: 10_000,
  });
  window.dispatchEvent(new StorageEvent('storage'));
  expect(mockReload).not.toHaveBeenCalled();

  storage.setItem(STORAGE_KEYS.cartId, 'cart-of-another-tab');
  window.dispatchEvent(new StorageEvent('storage'));
  expect(mockReload).toHaveBeenCalledTimes(1);
});

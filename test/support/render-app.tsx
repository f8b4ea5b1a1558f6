// Renders the whole app (route table, shell, providers) at a URL with a memory router, the way main.tsx
// does with the browser router; returns the store and a TestRouter so tests can check where the app went.
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { AppRoutes } from '../../src/app/router';
import { BrowserPersistence, STORAGE_KEYS } from '../../src/lib/storage';
import type { TestShop } from '../../server/test/test-app';
import { makeTestStore, type ProviderOptions } from './render';
import { createTestRouter, RouterProbe } from './test-router';

// A whole app against the in-process shop takes a while on a busy 2-core machine: 1 s per wait and 5 s per
// test are too tight.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

export function renderApp(
  route = '/',
  { preloadedState, services, store }: Omit<ProviderOptions, 'route'> = {},
) {
  const testStore = store ?? makeTestStore({ preloadedState, services });
  const { router, probed } = createTestRouter();
  const view = render(
    <AppProviders store={testStore}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <RouterProbe probed={probed} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store: testStore, router };
}

export const DEMO_CUSTOMER = { email: 'demo@example.in', password: 'Demo@1234', firstname: 'Aarav' };

/** Signs the seeded demo customer in on the shop and stores the token, as a signed-in visit would find it. */
export async function signInDemoCustomer(shop: TestShop): Promise<BrowserPersistence> {
  const { data } = await shop.gql<{ generateCustomerToken: { token: string } }>(
    'mutation { generateCustomerToken(email: "demo@example.in", password: "Demo@1234") { token } }',
  );
  if (!data?.generateCustomerToken.token) throw new Error('demo customer could not sign in');
  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.signinToken, data.generateCustomerToken.token, 3600);
  return storage;
}

/** Makes `window.matchMedia` answer every query with `matches` (jsdom has no layout, so no media queries). */
export function setViewport(kind: 'mobile' | 'desktop'): void {
  const matches = kind === 'mobile';
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

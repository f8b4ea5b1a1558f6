// Renders UI the way the app does (the app's providers: Redux store, Apollo client, toasts; plus a memory
// router) with fresh instances per call, so a test starts from an empty cache, clean storage and its own route.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { createApolloClient } from '../../src/app/apollo/create-apollo-client';
import { BrowserPersistence } from '../../src/lib/storage';
import type { Services } from '../../src/lib/services';

export interface ProviderOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  services?: Partial<Services>;
  /** An existing store (e.g. to render twice against one session); otherwise a fresh one. */
  store?: AppStore;
}

/**
 * The Apollo clients made here for the test that is running (not those a test passes in). Each is stopped when it ends: an answer still in
 * flight would otherwise land during a later test and write to that test's storage (its cache id).
 */
const clients = new Set<ReturnType<typeof createApolloClient>>();
afterEach(() => {
  clients.forEach((client) => client.stop());
  clients.clear();
});

/** A store with fresh services; reload is a jest.fn so tests can assert full page loads. */
export function makeTestStore({
  preloadedState,
  services = {},
}: Omit<ProviderOptions, 'route' | 'store'> = {}) {
  const storage = services.storage ?? new BrowserPersistence();
  let apollo = services.apollo;
  if (!apollo) clients.add((apollo = createApolloClient({ storage, persist: false })));
  return makeStore(preloadedState, { storage, apollo, reload: jest.fn(), ...services });
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, services, store, ...renderOptions }: ProviderOptions & RenderOptions = {},
) {
  const testStore = store ?? makeTestStore({ preloadedState, services });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={testStore}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return { store: testStore, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

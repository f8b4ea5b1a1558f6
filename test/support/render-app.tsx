// Renders the whole app (route table, shell, providers) at a URL with a memory router, the way main.tsx
// does with the browser router; returns the store and router so tests can check where the app went.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { createRoutes } from '../../src/app/router';
import { makeTestStore, type ProviderOptions } from './render';

export function renderApp(route = '/', { preloadedState, services, store }: Omit<ProviderOptions, 'route'> = {}) {
  const testStore = store ?? makeTestStore({ preloadedState, services });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [route] });
  const view = render(
    <AppProviders store={testStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store: testStore, router };
}

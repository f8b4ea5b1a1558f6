// The app's first render (main.tsx): the providers, the router and the route table in a time-sliced root.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function renderApp(container: HTMLElement, store: AppStore): void {
  const root = createRoot(container);
  // As a transition the first render is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole shell and page (one long task on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// Bootstrap: one store (with its Apollo client and storage), the router, and the browser events the app
// reacts to. Nothing here renders markup of its own. The service worker is registered by the shell's PwaSlot
// (features/pwa), after the page has loaded.
import './app/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { makeStore } from './app/store';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { preloadFirstPage } from './app/first-page';
import { preloadPageData } from './app/pages';
import { listenToBrowser } from './app/shell/browser-events';
import { startSession } from './app/start-session';
import { watchStoredCartId } from './features/cart';

function bootstrap(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = makeStore();
  preloadFirstPage(store, window.location.pathname);
  preloadPageData(window.location.pathname, store.dispatch);
  listenToBrowser(store);
  // SPEC 4, cart lifecycle 8: another tab stored a different cart, so this page's cart is stale: reload.
  store.dispatch(watchStoredCartId());
  void startSession(store);
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

bootstrap();

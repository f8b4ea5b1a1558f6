// Bootstrap: one store (with its Apollo client and storage), the router, and the browser events the app
// reacts to. Nothing here renders markup of its own. The service worker is registered by the shell's PwaSlot
// (features/pwa), after the page has loaded.
import './app/styles/global.css';
import { makeStore } from './app/store';
import { preloadFirstPage } from './app/first-page';
import { preloadPageData } from './app/pages';
import { renderApp } from './app/render-app';
import { listenToBrowser } from './app/shell/browser-events';
import { preloadDesktopShell } from './app/shell/desktop-shell';
import { startSession } from './app/start-session';
import { watchStoredCartId } from './features/cart';
import { nextTask } from './lib/next-task';

/**
 * On a slow phone the start is tens of milliseconds of main-thread work after the modules' evaluation (the store
 * and its Apollo client, the inlined answers written into Apollo's cache, the session, React's root); as one
 * task it blocks input and counts in full towards Total Blocking Time. So each step is a task of its own
 * (nextTask), in the order the app relies on: the store, the first page's answers (one per task) and data (before
 * anything renders), a desktop's header code, the session, then the first render.
 */
async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = makeStore();
  await nextTask();
  const firstPage = preloadFirstPage(store, window.location.pathname);
  const desktopShell = preloadDesktopShell();
  preloadPageData(window.location.pathname, store.dispatch);
  await nextTask();
  listenToBrowser(store);
  // SPEC 4, cart lifecycle 8: another tab stored a different cart, so this page's cart is stale: reload.
  store.dispatch(watchStoredCartId());
  void startSession(store);
  await firstPage;
  await desktopShell;
  await nextTask();
  renderApp(container, store);
}

void bootstrap();

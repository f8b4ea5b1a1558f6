// Registers /sw.js with workbox-window (SPEC 4, 7.3). Loaded on demand after the first paint, in the pwa
// chunk: nothing here is part of the first route's JavaScript.
import { Workbox } from 'workbox-window';
import {
  ACTIVATION_WAIT_MS,
  REDIRECT_FROM_NOTIFICATION,
  SERVICE_WORKER_URL,
  UPDATE_CHECK_MS,
} from './constants';

export interface ServiceWorkerHandlers {
  /** A new build's worker is waiting; calling `apply` activates it and reloads the page into it. */
  onUpdate: (apply: () => void) => void;
  /** The worker asks the app to navigate (a notification was clicked). */
  onRedirect: (data: unknown) => void;
}

export interface ServiceWorkerSetup {
  registration: ServiceWorkerRegistration | null;
  /** Whether a worker became active within ACTIVATION_WAIT_MS. */
  active: boolean;
}

/** Resolves true once the registration has an active worker, false after `timeoutMs`. */
export function waitForActivation(
  registration: ServiceWorkerRegistration,
  timeoutMs: number = ACTIVATION_WAIT_MS,
): Promise<boolean> {
  if (registration.active) return Promise.resolve(true);
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') {
        clearTimeout(timer);
        resolve(true);
      }
    });
  });
}

/**
 * The browser looks for a new sw.js only on full page loads (and pushes): an app that routes inside the page
 * would keep a shopper on an old build for as long as the tab stays open. So the page asks when the shopper
 * comes back to it and every hour; a new build then shows the update toast.
 */
function checkForUpdates(wb: Workbox, container: ServiceWorkerContainer): void {
  const check = () => {
    if (container.controller) wb.update().catch(() => undefined); // offline: the next check will do
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
}

const pageLoaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));

const WITHOUT_WORKER: ServiceWorkerSetup = { registration: null, active: false };

/**
 * Registers the worker. Where there are no service workers (a browser without them, an insecure origin, a
 * private window that hides them, or one whose register() gives no registration, as a browser that blocks
 * them does) the shop quietly carries on without one. A failure (a script that does not load, a broken build)
 * is logged as one warning, and the shop carries on too (SPEC 7.3).
 */
export async function registerServiceWorker(
  handlers: ServiceWorkerHandlers,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<ServiceWorkerSetup> {
  if (typeof container?.register !== 'function') return WITHOUT_WORKER;
  // workbox-window reports only its own worker's messages; a notification click may come from any (an older
  // worker still controls the page when this registration fails).
  container.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === REDIRECT_FROM_NOTIFICATION)
      handlers.onRedirect(event.data);
  });
  try {
    await pageLoaded(); // as workbox-window does: the worker's downloads never compete with the page's
    // Asked first without workbox-window, which reads the answer's `waiting` and throws on nothing. Asking
    // again (below) for the same script is answered with this registration, without a new install.
    if (!(await container.register(SERVICE_WORKER_URL))) return WITHOUT_WORKER;
    const wb = new Workbox(SERVICE_WORKER_URL);
    const registered: { registration?: ServiceWorkerRegistration } = {};
    const reload = () => window.location.reload();
    wb.addEventListener('waiting', () =>
      handlers.onUpdate(() => {
        // Another tab of the shop may have activated the new worker already: this page then only reloads.
        if (registered.registration && !registered.registration.waiting) return reload();
        wb.addEventListener('controlling', reload);
        wb.messageSkipWaiting();
      }),
    );
    const registration = await wb.register();
    if (!registration) return WITHOUT_WORKER;
    registered.registration = registration;
    checkForUpdates(wb, container);
    const active = await waitForActivation(registration);
    if (!active) console.warn(`Service worker not active after ${ACTIVATION_WAIT_MS} ms`);
    return { registration, active };
  } catch (error) {
    console.warn('Service worker registration failed', error);
    return WITHOUT_WORKER;
  }
}

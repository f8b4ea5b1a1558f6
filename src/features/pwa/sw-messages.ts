// Talking to the service worker from the page (SPEC 7.3).
import { PREFETCH_IMAGES } from './constants';
import { PWA_MESSAGES } from './messages';

/**
 * Asks the worker to cache images ahead (a gallery the shopper is about to open), answered over a
 * MessageChannel. Without a controlling worker it fails with 'SW Not Registered'.
 */
export function prefetchImages(
  urls: string[],
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<unknown> {
  const worker = container?.controller;
  if (!worker) return Promise.reject(new Error(PWA_MESSAGES.swNotRegistered));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ error?: string } | null>) => {
      channel.port1.close();
      if (event.data?.error) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    worker.postMessage({ type: PREFETCH_IMAGES, payload: { urls } }, [channel.port2]);
  });
}

/** The URL a REDIRECT_FROM_NOTIFICATION message carries, as an in-app path when it is on this origin. */
export function redirectTarget(data: unknown, origin: string): { path: string } | { url: string } | null {
  const url = (data as { payload?: { url?: unknown } } | null)?.payload?.url;
  if (typeof url !== 'string' || !url) return null;
  try {
    const target = new URL(url, origin);
    return target.origin === origin
      ? { path: target.pathname + target.search + target.hash }
      : { url: target.href };
  } catch {
    return null;
  }
}

// The storefront's service worker, served at /sw.js (webpack's InjectManifest compiles it and injects the
// precache list: index.html, every JS and CSS chunk of the build, the manifest and small icons). Registered by
// src/features/pwa/register-service-worker.ts. Every route below says why it uses its strategy.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { catalogueCacheKey, isCatalogueQuery } from './graphql-cache';
import { cacheLimits, IMAGE_CACHE, prefetchImages } from './image-cache';
import { answersWithShell } from './navigation';
import { notificationFromPush, openFromNotification, parsePushPayload } from './notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const ORIGIN = self.location.origin;

// The app shell and every route chunk: served from the precache, so a page's code is there offline even if
// the shopper never opened that kind of page; updated when a new build changes their hashes.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page URL (/, /cart, /some-category.html, /{store_code}/...) is a client-side route: answer navigations
// with the precached index.html so the shell starts at once, even with no network (a page never visited then
// shows the app's offline message, not the browser's error page). What the server owns (the gateways' and the
// mail provider's sandbox pages, /graphql, /rest, /media) and files (sw.js, favicon.ico) go to the network:
// sw/navigation.ts says why that rule is a denylist from the server's own list, not an allowlist of routes.
registerRoute(
  ({ request, url }) => answersWithShell({ request, url }, ORIGIN),
  createHandlerBoundToURL('/index.html'),
);

// Catalogue and content GET queries (products, categories, route, CMS, store config), for guests only:
// answered from the cache at once and refreshed in the background, so a visited page reloads offline. Keyed
// by store view and currency (headers, not in the URL). Carts, customers, mutations, anything sent with an
// authorization header and every REST call (checkout) match no route here and are never cached.
registerRoute(
  ({ request }) => isCatalogueQuery(request, ORIGIN),
  new StaleWhileRevalidate({
    cacheName: 'graphql-catalogue',
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => catalogueCacheKey(request) },
      // Only complete answers: an error answer would otherwise be replayed offline.
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      cacheLimits({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// Product and CMS images under /media: a given URL's bytes do not change (Magento puts a cache hash and the
// resize parameters in the URL), so cache-first saves data on repeat views and keeps seen images offline;
// bounded in count and age.
registerRoute(
  ({ url, request }) =>
    url.origin === ORIGIN && url.pathname.startsWith('/media/') && request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [cacheLimits({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Icons that are not precached (the large ones): rarely change but are not hashed, so serve the cached copy
// and refresh it in the background.
registerRoute(
  ({ url }) => url.origin === ORIGIN && url.pathname.startsWith('/icons/'),
  new StaleWhileRevalidate({ cacheName: 'icons' }),
);

interface PageMessage {
  type?: string;
  payload?: unknown;
}

self.addEventListener('message', (event) => {
  const message = (event.data ?? {}) as PageMessage;
  // Lets the page activate a waiting worker at once (workbox-window's messageSkipWaiting()).
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  // SPEC 7.3: the page asks for images to be cached ahead; the answer goes back over its MessageChannel.
  if (message.type === 'PREFETCH_IMAGES') {
    const port = event.ports[0];
    event.waitUntil(
      prefetchImages(message.payload, ORIGIN).then(
        (result) => port?.postMessage(result),
        (error: unknown) => port?.postMessage({ error: String(error) }),
      ),
    );
  }
});

// One notification per push message (FCM's notification and data shapes).
self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(parsePushPayload(event.data?.text() ?? null), ORIGIN);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? `${ORIGIN}/`;
  event.waitUntil(openFromNotification(self.clients, url, ORIGIN));
});

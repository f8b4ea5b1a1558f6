// The storefront's service worker, served at /sw.js (webpack's InjectManifest compiles it and injects the
// precache list). Minimal on purpose: app-shell precache, SPA navigations, product images. Offline pages,
// push notifications and image prefetching come in a later issue.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const IMAGE_CACHE = 'media-images';
const MAX_IMAGES = 150;

// Hashed JS/CSS, index.html, the manifest and small icons: served from the precache, updated when a new
// build changes their hashes. Caches from older Workbox versions are removed.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page URL (/, /cart, /some-category.html, /{store_code}/...) is a client-side route: answer navigations
// with the precached index.html so the shell starts at once, even on a slow or lost connection. Backend
// paths are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/graphql/, /^\/rest\//, /^\/media\//, /^\/sw\.js$/],
  }),
);

/** Keeps the image cache bounded: after each write, the oldest entries past MAX_IMAGES are dropped. */
const trimImageCache = {
  async cacheDidUpdate({ cacheName }: { cacheName: string }): Promise<void> {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((key) => cache.delete(key)));
  },
};

// Product and CMS images under /media: a given URL's bytes do not change (Magento puts a cache hash and the
// resize parameters in the URL), so cache-first saves data on repeat views and keeps seen images offline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new CacheFirst({ cacheName: IMAGE_CACHE, plugins: [trimImageCache] }),
);

// Icons that are not precached (the large ones): rarely change but are not hashed, so serve the cached copy
// and refresh it in the background.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/icons/'),
  new StaleWhileRevalidate({ cacheName: 'icons' }),
);

// GraphQL and REST are deliberately not cached here: responses depend on the `store` and `authorization`
// headers, which are not part of the URL, so a URL-keyed cache could show one store's or one customer's data
// to another. The Apollo cache in the page owns that data.

// Lets the page activate a waiting worker at once (workbox-window's messageSkipWaiting()).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

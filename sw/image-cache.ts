// The worker's bounded caches and the image prefetch the page asks for (SPEC 7.3 PREFETCH_IMAGES).

export const IMAGE_CACHE = 'media-images';
const MAX_PREFETCH = 40;

interface Limits {
  maxEntries: number;
  maxAgeSeconds: number;
}

const ageSeconds = (response: Response, now: number) => {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? 0 : (now - date) / 1000;
};

/**
 * A Workbox plugin keeping a cache bounded: a cached answer older than maxAgeSeconds (by its Date header) is
 * not used (the strategy goes to the network), and after each write the oldest entries past maxEntries go.
 */
export function cacheLimits({ maxEntries, maxAgeSeconds }: Limits) {
  return {
    async cachedResponseWillBeUsed({ cachedResponse }: { cachedResponse?: Response }) {
      if (!cachedResponse) return null;
      return ageSeconds(cachedResponse, Date.now()) > maxAgeSeconds ? null : cachedResponse;
    },
    async cacheDidUpdate({ cacheName }: { cacheName: string }) {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
    },
  };
}

export interface PrefetchResult {
  cached: number;
  failed: number;
}

/** Caches the shop's own image URLs in the payload ({ urls: string[] } or a list); others are skipped. */
export async function prefetchImages(payload: unknown, origin: string): Promise<PrefetchResult> {
  const list = Array.isArray(payload) ? payload : (payload as { urls?: unknown } | null)?.urls;
  const urls = (Array.isArray(list) ? list : [])
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, origin))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/media/'))
    .slice(0, MAX_PREFETCH);
  const cache = await caches.open(IMAGE_CACHE);
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      if (await cache.match(url.href)) return;
      const response = await fetch(url.href);
      if (!response.ok) throw new Error(`${response.status}`);
      await cache.put(url.href, response);
    }),
  );
  const failed = results.filter((result) => result.status === 'rejected').length;
  return { cached: results.length - failed, failed };
}

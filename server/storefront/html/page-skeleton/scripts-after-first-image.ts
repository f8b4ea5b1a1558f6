// On a page whose skeleton paints its largest image from the HTML, the app's scripts are requested only once
// that image has painted. Requested with the HTML (the built index.html's <script defer> tags), ~145 KB of
// scripts share a phone's connection with the ~10-20 KB image and the image arrives late. Requested after it,
// the image gets the connection to itself and paints at once; the scripts start later, but the same bytes go
// through the same connection, so they finish little later than they would have (a round trip, at most the
// image's own transfer). Lighthouse measured the page's largest paint at ~2.0 s with the scripts beside the
// image and ~1.2 s after it (README, "After the first-image round").
//
// The scripts are loaded by a small inline script (its hash goes into the page's CSP with the other inline
// ones: security-headers.ts), in their original order. It waits for the browser's Element Timing entry of the
// image (the frame that showed it has been presented), or where Element Timing is missing for the image's load
// and two animation frames; on an image error (before or after it runs), a hidden tab or MAX_SCRIPT_DELAY_MS,
// it loads them at once.
// Pages without such an image (cart, checkout, account, an unknown URL) keep the plain tags.

import { own } from '../../../lib/own-inline';

/** The skeleton's largest image carries elementtiming="…" with this name (pages.ts). */
export const FIRST_IMAGE_TIMING = 'page-first-image';
/** The longest the scripts wait for the image, in milliseconds, whatever happens to it. */
export const MAX_SCRIPT_DELAY_MS = 1000;

/** The built index.html's entry scripts, minified (`<script defer src=/js/…>`) or not. */
const DEFERRED_SCRIPT = /<script\s+defer(?:="defer")?\s+src="?([^"\s>]+)"?\s*><\/script>/g;

/** The loader, given the scripts' URLs as JSON: small, and written as plain ES5 because nothing compiles it. */
const loader = (urls: string) =>
  `(function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var image = document.querySelector('img[elementtiming="${FIRST_IMAGE_TIMING}"]');
  if (!image || document.visibilityState !== 'visible') return start();
  if (image.complete && !image.naturalWidth) return start();
  setTimeout(start, ${MAX_SCRIPT_DELAY_MS});
  image.addEventListener('error', start);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('element') !== -1) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.identifier === '${FIRST_IMAGE_TIMING}') setTimeout(start);
      });
    }).observe({ type: 'element', buffered: true });
    return;
  }
  function painted() {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
  if (image.complete) painted();
  else image.addEventListener('load', painted);
})(${urls});`.replace(/\n\s*/g, ' ');

/** `page` with its entry scripts loaded after the skeleton's first image, when it has one; else unchanged. */
export function scriptsAfterFirstImage(page: string): string {
  if (!page.includes(`elementtiming="${FIRST_IMAGE_TIMING}"`)) return page;
  const urls = [...page.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]!);
  const withoutTags = page.replace(DEFERRED_SCRIPT, '');
  const end = withoutTags.lastIndexOf('</body>');
  if (!urls.length || end === -1) return page;
  // The URLs are the build's own file names; JSON with "<" escaped cannot end the script element early.
  const json = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `${withoutTags.slice(0, end)}<script>${own(loader(json))}</script>${withoutTags.slice(end)}`;
}

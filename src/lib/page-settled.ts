// "After the first page has settled": the window's load event, then a moment the browser has nothing better to
// do. Work no first paint shows (a guest's empty cart, the header's badges, the session's cart check) waits for
// it, so that on a slow phone it neither competes with the page's own requests and images for the network nor
// adds long tasks while the shopper starts to read.
/** Longest wait for an idle moment once loaded: a busy page still gets its deferred work this soon. */
const IDLE_TIMEOUT_MS = 1_500;

let settled = false;
let settling: Promise<void> | null = null;

function afterLoad(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => globalThis.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/** Resolves once the first page has loaded and the browser is idle; at once after that. */
export function whenPageSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  settling ??= afterLoad()
    .then(idle)
    .then(() => {
      settled = true;
    });
  return settling;
}

/** True once whenPageSettled has resolved. */
export const isPageSettled = (): boolean => settled;

// "After the first page has settled": the window's load event, then a moment the browser has nothing better to
// do. Work no first paint shows (a guest's empty cart, the header's badges, the session's cart check) waits for
// it, so that on a slow phone it neither competes with the page's own requests and images for the network nor
// adds long tasks while the shopper starts to read.
/** Longest wait for an idle moment once loaded: a busy page still gets its deferred work this soon. */
const IDLE_TIMEOUT_MS = 1_500;
/** Longest a first page may hold settling back (holdSettling): a page that never shows still lets it happen. */
export const HOLD_MAX_MS = 8_000;

let settled = false;
let settling: Promise<void> | null = null;
const holds: Promise<unknown>[] = [];

/**
 * For a first page whose largest paint comes after the load event because the client asks for its data itself
 * (the cart and checkout: the customer's, which the server never inlines): settling also waits for `shown`
 * (at most HOLD_MAX_MS), so the deferred requests do not race the page's own and its picture. Call it while the
 * app boots, before the load event.
 */
export function holdSettling(shown: Promise<unknown>): void {
  if (settled) return;
  const cap = new Promise((resolve) => setTimeout(resolve, HOLD_MAX_MS));
  holds.push(Promise.race([shown.catch(() => {}), cap]));
}

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

/**
 * Resolves once the first page has loaded and the browser is idle; at once after that. Each caller waiting
 * goes on in an idle moment of its own: resumed together, the deferred work of a whole page (the cart, the
 * header's badges and their renders, the customer's details) was one long task on a slow phone.
 */
export function whenPageSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  settling ??= afterLoad()
    .then(() => Promise.all(holds))
    .then(idle)
    .then(() => {
      settled = true;
    });
  return settling.then(idle);
}

/** True once whenPageSettled has resolved. */
export const isPageSettled = (): boolean => settled;

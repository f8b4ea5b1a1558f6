/** Longest wait for an idle moment: a page that is never idle still gets its cart this soon. */
const IDLE_STEP_TIMEOUT_MS = 2_000;

/**
 * Resolves at the browser's next idle moment (a macrotask without requestIdleCallback). Background work that
 * awaits it between its steps runs as several short tasks instead of one long one: each task over 50 ms on a
 * phone blocks the shopper's taps (and counts against the page's Total Blocking Time).
 */
export function nextIdleStep(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_STEP_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/** The worker's URL (SPEC 7.3). */
export const SERVICE_WORKER_URL = '/sw.js';
/** SPEC 4 and 9: how long registration waits for the worker to become active. */
export const ACTIVATION_WAIT_MS = 10_000;
/** Worker message types (SPEC 7.3). */
export const PREFETCH_IMAGES = 'PREFETCH_IMAGES';
export const REDIRECT_FROM_NOTIFICATION = 'REDIRECT_FROM_NOTIFICATION';
/** How often an open page asks whether a new build was deployed (a shop's tab can stay open for days). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

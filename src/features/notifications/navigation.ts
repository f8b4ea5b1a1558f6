// Where tapping a notification goes: an in-app route for this shop's own pages, a full page load otherwise.

/** Paths the server answers itself (files, APIs): never client routes, even on this origin. */
const SERVER_PATHS = /^\/(media|static|rest|graphql|pub)\//;

/** The in-app path for `url`, or null when it must be a full page load (other sites, server paths, mailto:…). */
export function inAppPath(url: string, origin: string = window.location.origin): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol) || SERVER_PATHS.test(parsed.pathname))
    return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** Leaves the single-page app (in its own function so tests can observe it: jsdom cannot navigate). */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}

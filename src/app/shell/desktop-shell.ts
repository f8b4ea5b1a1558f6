// The desktop's own parts of the shell: its header (logo, location, search, account, cart and the mega menu's
// slot) and the mini-cart's host. A phone shows its own header and tab bar instead (SPEC 2.4), so its first
// route does not carry their code. Where they show, the first render waits for them (main.tsx) and the server
// preloads them for wide screens only (page-hints.ts), so the header comes with the page, never after it.
// Their CSS stays with the shell's (app-shell.tsx): the server's skeleton uses the header's classes.
import { lazyComponent } from '../../ui/lazy/lazy-component';
import { mediaMatches, MOBILE_SHELL_QUERY } from '../../ui/hooks/use-media-query';

export const DesktopHeader = lazyComponent(() =>
  import(/* webpackChunkName: "desktop-shell" */ './header/header').then((m) => ({ default: m.Header })),
);
export const DesktopMiniCartHost = lazyComponent(() =>
  import(/* webpackChunkName: "desktop-shell" */ './header/mini-cart-host').then((m) => ({
    default: m.MiniCartHost,
  })),
);

/**
 * Starts the desktop parts' code unless the screen is a phone's (as AppShell decides: without matchMedia, the
 * desktop layout); settles when they can render at once. A failed download settles too: the parts try again
 * when they mount, and report to the error boundary.
 */
export function preloadDesktopShell(): Promise<unknown> {
  if (mediaMatches(MOBILE_SHELL_QUERY)) return Promise.resolve();
  return Promise.all([DesktopHeader.preload(), DesktopMiniCartHost.preload()]).catch(() => {});
}

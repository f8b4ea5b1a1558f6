// The browser's install offer (SPEC 4 "Install prompt"): kept from its `beforeinstallprompt` event until the
// shopper uses it; the 'Install App' button shows while one is kept.

/** Chromium's event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let listening = false;
const notify = () => listeners.forEach((listener) => listener());

/** Starts keeping the browser's offer (idempotent); `onInstalled` runs when the app is installed. */
export function listenForInstallOffer(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for our button instead of the browser's own mini-infobar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const hasInstallOffer = (): boolean => offer !== null;

/**
 * Shows the browser's install dialog. The offer is used up either way (a browser prompts once per event);
 * resolves true when the shopper accepted.
 */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  notify();
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome === 'accepted';
}

// Firebase Cloud Messaging: this module (and Firebase with it) is loaded on demand, as one chunk, only when
// push is configured and allowed (hooks/use-push-registration.ts).
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken } from 'firebase/messaging';
import type { PushConfig } from './push-config';

export async function firebaseToken(
  config: PushConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  const app = getApps()[0] ?? initializeApp(config.firebase);
  // Our worker shows the messages itself (sw/notifications.ts); Firebase only needs its registration.
  return getToken(getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

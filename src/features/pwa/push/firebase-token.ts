// Firebase Cloud Messaging, loaded on demand (its own chunk) only when push is configured and allowed.
import type { PushConfig } from './push-config';

export async function firebaseToken(
  config: PushConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([
    import(/* webpackChunkName: "firebase" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase" */ 'firebase/messaging'),
  ]);
  const app = getApps()[0] ?? initializeApp(config.firebase);
  // Our worker shows the messages itself (sw/notifications.ts); Firebase only needs its registration.
  return getToken(getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

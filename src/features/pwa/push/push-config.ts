// Firebase Cloud Messaging's web configuration, fixed at build time (README "Configuration"). Push is off
// unless the values getToken needs are all set.

export interface PushConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
    measurementId: string;
  };
  vapidKey: string;
}

export function readPushConfig(
  env: Record<string, string | undefined> = {
    FIREBASE_API_KEY: process.env.FIREBASE_API_KEY,
    FIREBASE_AUTH_DOMAIN: process.env.FIREBASE_AUTH_DOMAIN,
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
    FIREBASE_STORAGE_BUCKET: process.env.FIREBASE_STORAGE_BUCKET,
    FIREBASE_MESSAGING_SENDER_ID: process.env.FIREBASE_MESSAGING_SENDER_ID,
    FIREBASE_APP_ID: process.env.FIREBASE_APP_ID,
    FIREBASE_MEASUREMENT_ID: process.env.FIREBASE_MEASUREMENT_ID,
    FIREBASE_VAPID_KEY: process.env.FIREBASE_VAPID_KEY,
  },
): PushConfig | null {
  const value = (name: string) => (env[name] ?? '').trim();
  const config: PushConfig = {
    firebase: {
      apiKey: value('FIREBASE_API_KEY'),
      authDomain: value('FIREBASE_AUTH_DOMAIN'),
      projectId: value('FIREBASE_PROJECT_ID'),
      storageBucket: value('FIREBASE_STORAGE_BUCKET'),
      messagingSenderId: value('FIREBASE_MESSAGING_SENDER_ID'),
      appId: value('FIREBASE_APP_ID'),
      measurementId: value('FIREBASE_MEASUREMENT_ID'),
    },
    vapidKey: value('FIREBASE_VAPID_KEY'),
  };
  const { apiKey, projectId, messagingSenderId, appId } = config.firebase;
  return apiKey && projectId && messagingSenderId && appId && config.vapidKey ? config : null;
}

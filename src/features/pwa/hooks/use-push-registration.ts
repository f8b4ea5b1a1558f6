import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { BrowserPersistence } from '../../../lib/storage';
import { selectIsSignedIn } from '../../user';
import { SAVE_FCM_TOKEN, type SaveFcmTokenData } from '../api/pwa.graphql';
import { readPushConfig } from '../push/push-config';
import { PUSH_TOKEN_KEY, registerForPush, TOKEN_REFRESH_SECONDS } from '../push/push-registration';

/** Registers the installed app for push once the worker is there and the customer is signed in (SPEC 4). */
export function usePushRegistration(registration: ServiceWorkerRegistration | null): void {
  const client = useApolloClient();
  const signedIn = useAppSelector(selectIsSignedIn);

  useEffect(() => {
    const config = readPushConfig();
    if (!registration || !config || !signedIn) return;
    const storage = new BrowserPersistence();
    void registerForPush({
      win: window,
      configured: true,
      signedIn,
      storedToken: () => storage.getItem<string>(PUSH_TOKEN_KEY),
      storeToken: (token) => storage.setItem(PUSH_TOKEN_KEY, token, TOKEN_REFRESH_SECONDS),
      getToken: () =>
        import('../push/firebase-token').then(({ firebaseToken }) => firebaseToken(config, registration)),
      saveToken: (token) =>
        client
          .mutate<SaveFcmTokenData>({ mutation: SAVE_FCM_TOKEN, variables: { token } })
          .then(({ data }) => data?.SaveFcmToken?.status === true),
    });
  }, [client, registration, signedIn]);
}

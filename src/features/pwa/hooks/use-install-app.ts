import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { INCREMENT_FCM_DOWNLOADS, type IncrementFcmDownloadsData } from '../api/pwa.graphql';
import {
  hasInstallOffer,
  listenForInstallOffer,
  promptInstall,
  subscribeToInstallOffer,
} from '../install-prompt';

/**
 * The 'Install App' button's talon (SPEC 4): offered while the browser offers installation; a click shows the
 * browser's dialog, and an accepted install is counted (IncrementFcmDownloads; a failure is not the shopper's
 * concern).
 */
export function useInstallApp(): { offered: boolean; install: () => void } {
  const client = useApolloClient();
  useEffect(() => listenForInstallOffer(), []);
  const offered = useSyncExternalStore(subscribeToInstallOffer, hasInstallOffer, () => false);
  const install = useCallback(() => {
    void promptInstall().then((accepted) => {
      if (!accepted) return;
      return client.mutate<IncrementFcmDownloadsData>({ mutation: INCREMENT_FCM_DOWNLOADS }).then(
        () => undefined,
        () => undefined,
      );
    });
  }, [client]);
  return { offered, install };
}

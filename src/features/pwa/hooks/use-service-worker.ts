import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToasts } from '../../../ui/toast/use-toasts';
import { fullPageLoad } from '../../../lib/navigation';
import { registerServiceWorker } from '../register-service-worker';
import { redirectTarget } from '../sw-messages';
import { PWA_MESSAGES } from '../messages';

let started = false;

/**
 * Registers the worker once (SPEC 7.3); a new build's worker is announced by a toast whose action reloads
 * into it, and a notification click's REDIRECT_FROM_NOTIFICATION navigates the app.
 */
export function useServiceWorker(onRegistered?: (registration: ServiceWorkerRegistration) => void): void {
  const navigate = useNavigate();
  const { addToast } = useToasts();

  useEffect(() => {
    // Once per page, even when React runs effects twice (StrictMode) or the layer remounts.
    if (started) return;
    started = true;
    void registerServiceWorker({
      onUpdate: (apply) =>
        addToast({
          type: 'info',
          message: PWA_MESSAGES.updateAvailable,
          actionText: PWA_MESSAGES.updateAction,
          timeout: 0,
          onAction: apply,
        }),
      onRedirect: (data) => {
        const target = redirectTarget(data, window.location.origin);
        if (!target) return;
        if ('path' in target) void navigate(target.path);
        else fullPageLoad(target.url);
      },
    }).then(({ registration }) => {
      if (registration) onRegistered?.(registration);
    });
    // Registered once per page: the handlers' identities do not matter after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToasts } from '../../../ui/toast/use-toasts';
import { fullPageLoad } from '../../../lib/navigation';
import { registerServiceWorker, type ServiceWorkerSetup } from '../register-service-worker';
import { redirectTarget } from '../sw-messages';
import { PWA_MESSAGES } from '../messages';

/** One registration per page, even when React runs effects twice (StrictMode) or the layer remounts. */
let setup: Promise<ServiceWorkerSetup> | null = null;

/**
 * Registers the worker (SPEC 7.3) and returns its registration once there. A new build's worker is announced
 * by a toast whose action reloads into it, and a notification click's REDIRECT_FROM_NOTIFICATION navigates.
 */
export function useServiceWorker(): ServiceWorkerRegistration | null {
  const navigate = useNavigate();
  const { addToast } = useToasts();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    setup ??= registerServiceWorker({
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
    });
    let live = true;
    void setup.then((result) => {
      if (live) setRegistration(result.registration);
    });
    return () => {
      live = false;
    };
    // The handlers of the first mount serve the page: registration happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return registration;
}

import { useEffect, useRef } from 'react';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useAppSelector } from '../../hooks';
import { selectHasBeenOffline, selectIsOnline } from '../../../features/shell';
import { NETWORK_TOAST_MS, SHELL_MESSAGES } from '../messages';

/** SPEC 4/8: going offline shows an error toast, coming back (after having been offline) an info toast. */
export function useNetworkToasts(): void {
  const online = useAppSelector(selectIsOnline);
  const hasBeenOffline = useAppSelector(selectHasBeenOffline);
  const { addToast } = useToasts();
  const announced = useRef<boolean | null>(null);

  useEffect(() => {
    if (announced.current === online) return;
    const first = announced.current === null;
    announced.current = online;
    if (!online) {
      addToast({
        type: 'error',
        icon: 'offline',
        message: SHELL_MESSAGES.offline,
        timeout: NETWORK_TOAST_MS,
      });
    } else if (!first && hasBeenOffline) {
      addToast({ type: 'info', message: SHELL_MESSAGES.online, timeout: NETWORK_TOAST_MS });
    }
  }, [online, hasBeenOffline, addToast]);
}

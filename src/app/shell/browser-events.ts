import type { AppStore } from '../store';
import { unhandledErrorLogged, wentOffline, wentOnline } from '../../features/shell';

/** Browser events the app state follows: connectivity and errors nobody caught. Returns an unsubscribe. */
export function listenToBrowser(store: AppStore, target: Window = window): () => void {
  const online = () => store.dispatch(wentOnline());
  const offline = () => store.dispatch(wentOffline());
  const error = (event: ErrorEvent) => store.dispatch(unhandledErrorLogged(event.error ?? event.message));
  const rejection = (event: PromiseRejectionEvent) => store.dispatch(unhandledErrorLogged(event.reason));
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  target.addEventListener('error', error);
  target.addEventListener('unhandledrejection', rejection);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    target.removeEventListener('error', error);
    target.removeEventListener('unhandledrejection', rejection);
  };
}

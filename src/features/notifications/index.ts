// The notifications feature's public surface: the bell (with its drawer) the headers place, and marking a
// notification read (for ?nid= links); both load their code on demand.
import type { ApolloClient } from '@apollo/client';

export { NotificationsBellSlot as NotificationsBell } from './components/notifications-bell-slot';

/**
 * ./mark-notification-read, loaded when first used: a link with ?nid= is rare, and every page would
 * otherwise carry the mutation before its first paint. Settles without an error even if it cannot load.
 */
export function markNotificationRead(client: ApolloClient, id: number): Promise<void> {
  return import(/* webpackChunkName: "mark-notification-read" */ './mark-notification-read').then(
    (module) => module.markNotificationRead(client, id),
    () => undefined,
  );
}

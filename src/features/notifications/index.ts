// The notifications feature's public surface: the bell (with its drawer) the headers place, loaded on demand.
export { NotificationsBellSlot as NotificationsBell } from './components/notifications-bell-slot';

// The notifications feature's public surface: the bell (with its drawer) the headers place.
export { NotificationsBell } from './components/notifications-bell';

// The installable app's public surface (SPEC 4, 7.3). app/shell/deferred-shell.tsx, loaded after the first
// paint, is the only importer of the machinery: none of it is part of the first route's JavaScript.
export { useServiceWorker } from './hooks/use-service-worker';
export { listenForInstallOffer } from './install-prompt';
export { usePushRegistration } from './hooks/use-push-registration';
export { InstallAppButton } from './components/install-app-button';
export { prefetchImages } from './sw-messages';

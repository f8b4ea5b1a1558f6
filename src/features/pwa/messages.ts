/** User-visible strings of the installable app (SPEC 2.4, 4, 7.3). */
export const PWA_MESSAGES = {
  installApp: 'Install App',
  updateAvailable: 'A new version of the shop is available.',
  updateAction: 'Reload',
  swNotRegistered: 'SW Not Registered',
} as const;

/** User-visible routing strings (SPEC 2.3, 2.4, 8). */
export const ROUTING_MESSAGES = {
  notFound: "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  internalError: 'Something went wrong. Sorry about that.',
  /** A page not saved for offline use, opened without a connection (issue 11). */
  offlinePage: 'You are offline. This page will open once you are back online.',
  notFoundTitle: 'Page Not Found',
  notFoundViewHeading: "Oops! We couldn't find what you are looking for",
  backToHome: 'BACK TO HOME PAGE',
  fetching: 'Fetching Data...',
  loadingPage: 'Loading page',
  /** SPEC 2.3's default, or the build's STORE_NAME: titles use it until the store's own name has loaded. */
  defaultStoreName: process.env.STORE_NAME || 'Default Store View',
  /** The guest view's button on public pages that need an account (SignInPrompt). */
  signIn: 'Sign In',
} as const;

/** User-visible strings of the app shell (SPEC 2.4, 8). */
export const SHELL_MESSAGES = {
  errorHeading: 'Oops!',
  errorMessage: 'Looks like something went wrong. Sorry about that.',
  takeMeHome: 'Take me home',
  reload: 'Reload page',
  unexpectedError: 'Sorry! An unexpected error occurred.',
  offline: 'You are offline. Some features may be unavailable.',
  online: 'You are online.',
  offlineIndicator: 'Offline',
  fetching: 'Fetching Data...',
  pageLoading: 'Page loading',
  loadingFooter: 'Loading the footer',
  /**
   * The phone header's search placeholder: beside the logo, the menu and, on the home page, the bell or
   * 'Install App', a 360px screen has no room for 'Search products' (its accessible name).
   */
  phoneSearchPlaceholder: 'Search',
  shoppingCart: 'Shopping Cart',
  checkout: 'Checkout',
  signIn: 'Sign In',
  account: 'Account',
  greeting: (name: string) => `Hi, ${name}`,
  loginRegister: 'Login/ Register',
  signOut: 'Sign Out',
  viewAll: 'View all',
  more: 'More',
  demoNoticeLabel: 'Demo shop',
  demoNotice: 'Demo shop: payments and sign-ins are simulated. Nothing is charged or delivered.',
} as const;

/** Toast timings (SPEC 9, limits). */
export const NETWORK_TOAST_MS = 3000;
/** The loading bar stays full this long after loading ends, then hides (SPEC 4). */
export const LOADING_BAR_HIDE_MS = 750;

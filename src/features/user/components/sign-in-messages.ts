/** User-visible strings and paths of the sign-in page. */
export const SIGN_IN_MESSAGES = {
  title: 'Sign In',
  heading: 'Sign In',
  email: 'Email address',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  forgotPassword: 'Forgot Password?',
  noAccount: 'New here?',
  createAccount: 'Create an Account',
  brands: 'Brands on our shop',
  /** When the failure is not a message from the shop (e.g. the network). */
  unexpectedError: 'Something went wrong. Sorry about that.',
} as const;

export const SIGN_IN_PATHS = {
  home: '/',
  signIn: '/sign-in',
  createAccount: '/create-account',
  forgotPassword: '/forgot-password',
} as const;

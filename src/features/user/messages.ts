/** User-visible strings of the account pages other than /sign-in (sign-in-messages.ts has that page's). */
export const ACCOUNT_MESSAGES = {
  createAccount: {
    title: 'Create Account',
    heading: 'Create Account',
    firstname: 'First Name',
    lastname: 'Last Name',
    email: 'Email address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newsletter: 'Sign up for our newsletter',
    submit: 'Create an Account',
    submitting: 'Creating your account...',
    haveAccount: 'Already have an account?',
    signIn: 'Sign In',
  },
  forgotPassword: {
    title: 'Forgot Password',
    heading: 'Forgot Password',
    intro: 'Enter your e-mail address and we will send you a link to reset your password.',
    email: 'Email address',
    submit: 'Reset My Password',
    submitting: 'Sending...',
    // Magento's own answer, the same whether or not the address has an account.
    sent: (email: string) =>
      `If there is an account associated with ${email} you will receive an email with a link to reset your password.`,
    backToSignIn: 'Back to Sign In',
  },
  resetPassword: {
    title: 'Reset Password',
    heading: 'Reset Password',
    email: 'Email address',
    password: 'New Password',
    confirmPassword: 'Confirm New Password',
    submit: 'Set a New Password',
    submitting: 'Saving...',
    missingToken: 'This password reset link is incomplete. Ask for a new one.',
    expired:
      'This password reset link has expired or has already been used (or was sent to another e-mail address). Ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  password: {
    mismatch: 'Please enter the same value again.',
  },
  proofSignIn: {
    title: 'Signing you in',
    signingIn: 'Signing you in...',
    missingProof: 'This sign-in link is incomplete: it carries no proof from the shop. Ask for a new one.',
    denied: 'The sign-in with your e-mail provider was cancelled.',
    notStartedHere:
      'This sign-in was not started in this browser, so it was stopped. Start again from Sign In if you want to sign in.',
    signIn: 'Go to Sign In',
  },
  otherSignIn: {
    heading: 'Other ways to sign in',
    emailLink: 'Email me a sign-in link',
    emailFirst: 'Enter your e-mail address above first.',
    providers: [
      ['google', 'Sign in with Google'],
      ['microsoft', 'Sign in with Microsoft'],
    ] as const,
  },
  unexpectedError: 'Something went wrong. Sorry about that.',
} as const;

/** Magento's answer to resetPassword for a mismatched, expired or used token (and a weak password). */
export const CANNOT_SET_PASSWORD = "Cannot set the customer's password";

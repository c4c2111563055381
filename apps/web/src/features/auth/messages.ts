export const AUTH_MESSAGES = {
  title: 'Curator sign in',
  description: 'Enter the curator password to open the dashboard.',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  signOut: 'Sign out',
  checking: 'Checking your session...',
  failedFallback: 'Sign in failed. Please try again.',
} as const;

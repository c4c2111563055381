// SPEC §2 texts of the fallback screens.
export const errorMessages = {
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  crashTitle: 'Something went wrong',
  crashText: 'Please refresh the page and try again.',
  refresh: 'Refresh Page',
  backHome: 'Back to Gallery',
} as const;

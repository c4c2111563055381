// SPEC §2 texts of the fallback screens.
export const errorMessages = {
  notFoundTitle: '404 Page Not Found',
  /** The tab's title of a page that is not there, as the gateway's head says it. */
  notFoundHeadTitle: 'Page not found',
  notFoundText: (shopName: string) => `The page you are looking for does not exist at ${shopName}, or has moved.`,
  crashTitle: 'Something went wrong',
  crashText: 'Please refresh the page and try again.',
  refresh: 'Refresh Page',
  backHome: 'Back to Gallery',
} as const;

// SPEC §2 success and download pages, verbatim where quoted.
export const orderMessages = {
  notFoundTitle: 'Order Not Found',
  notFoundText: 'We could not find an order for this link. Check the link in your confirmation, or contact support.',
  successTitle: 'Payment Successful!',
  thanks: (name: string) => (name ? `Thank you for your purchase, ${name}!` : 'Thank you for your purchase!'),
  customer: 'Customer',
  orderNumber: 'Order number',
  total: 'Total',
  status: 'Status',
  completed: 'Completed',
  /** The order's real state (issue #14); SPEC's 'Completed' for a completed one. */
  statusLabel: (status: string) =>
    status === 'completed'
      ? 'Completed'
      : status === 'refunded'
        ? 'Refunded'
        : status === 'pending'
          ? 'Pending'
          : status,
  downloadsHeading: 'Your Downloads',
  download: (n: number) => `Download Artwork ${n}`,
  loadingLinks: 'Loading your download links...',
  processingTitle: 'Order Processing',
  processingText: 'Your download links are being prepared. Refresh this page in a moment.',
  validity: 'Download links are valid for 30 days.',
  continueShopping: 'Continue Shopping',
  contactSupport: 'Contact Support',
  loadError: 'Unable to load your order',
  retry: 'Try again',

  downloadTitle: 'Download Your Artwork',
  downloadIntro: 'Downloads need a completed purchase.',
  purchaseRequired: 'Purchase required',
  downloadHow:
    'After you pay, your order confirmation page lists a download button for every artwork you bought. Those links come from the order confirmation page and stay valid for 30 days.',
  downloadLost: 'Lost your confirmation page? Contact us with your order number and we will send your links again.',
  browse: 'Browse the Gallery',
} as const;

// Every state of contracts ORDER_STATUSES, in words.
const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  pending: 'Pending',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  reversed: 'Reversed',
  denied: 'Denied',
};

// SPEC §2 success and download pages, verbatim where quoted.
export const orderMessages = {
  /** A receipt line bought under one of the artist's licence tiers. */
  lineLicence: (name: string) => `${name} licence`,
  soldLicencesHeading: 'Licences bought',
  notFoundTitle: 'Order Not Found',
  notFoundText: 'We could not find an order for this link. Check the link in your confirmation, or contact support.',
  successTitle: 'Payment Successful!',
  thanks: (name: string) => (name ? `Thank you for your purchase, ${name}!` : 'Thank you for your purchase!'),
  customer: 'Customer',
  orderNumber: 'Order number',
  total: 'Total',
  status: 'Status',
  completed: 'Completed',
  /** The order's real state (contracts ORDER_STATUSES); SPEC's 'Completed' for a completed one. */
  statusLabel: (status: string) => STATUS_LABELS[status] ?? status,
  /** The success page's heading and note for an order that is not simply completed. */
  pendingTitle: 'Payment Processing',
  pendingText: 'Your payment is being processed. Your download links appear here as soon as it completes.',
  refundedTitle: 'Order Refunded',
  refundedText: 'This order was refunded, so its download links no longer work.',
  partiallyRefundedText: 'Part of this order was refunded: the links of the refunded artworks no longer work.',
  reversedTitle: 'Payment Reversed',
  reversedText: 'The payment for this order was reversed, so its download links no longer work.',
  deniedTitle: 'Payment Denied',
  deniedText: 'The payment for this order was denied. Nothing was charged; you can order again.',
  printReceipt: 'Print receipt',
  receiptTitle: 'Receipt',
  receiptLoading: 'Loading your receipt...',
  receiptPrint: 'Print',
  receiptBack: 'Back to your order',
  receiptDate: 'Date',
  receiptItem: 'Item',
  receiptQuantity: 'Qty',
  receiptPrice: 'Price',
  receiptAmount: 'Amount',
  subtotal: 'Subtotal',
  discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
  tax: (state: string | null, rate: string | null) =>
    state && rate ? `Sales tax (${state} ${rate})` : state ? `Sales tax (${state})` : 'Sales tax',
  /** A buyer outside the US paid the country's tax ("VAT (Germany 19%)"), or none. */
  countryTax: (taxName: string | null, country: string, rate: string | null) =>
    taxName === null ? `Tax (${country})` : rate ? `${taxName} (${country} ${rate})` : `${taxName} (${country})`,
  receiptCountry: 'Country',
  receiptLinks: 'Download links',
  receiptNoLinks: 'No download links are live for this order.',
  expires: (date: string) => `valid until ${date}`,
  downloadsHeading: 'Your Downloads',
  /** SPEC's numbered button, for an older answer that does not say what each link delivers. */
  download: (n: number) => `Download Artwork ${n}`,
  /** The button names the work it downloads. */
  downloadWork: (title: string) => `Download ${title}`,
  /** One of a work's extra files (a print-size TIFF, a PDF of print instructions), by its label. */
  downloadWorkFile: (title: string, label: string) => `Download ${title} — ${label}`,
  loadingLinks: 'Loading your download links...',
  processingTitle: 'Order Processing',
  processingText: 'Your download links are being prepared. Refresh this page in a moment.',
  validity: 'Download links are valid for 30 days.',
  /** Where the receipt e-mail went (masked). */
  receiptSentTo: (email: string) => `Receipt sent to ${email}`,
  continueShopping: 'Continue Shopping',
  contactSupport: 'Contact Support',
  loadError: 'Unable to load your order',
  retry: 'Try again',

  downloadTitle: 'Download Your Artwork',
  downloadIntro: 'Downloads need a completed purchase.',
  purchaseRequired: 'Purchase required',
  downloadHow:
    'After you pay, your order confirmation page lists a download button for every artwork you bought. Those links come from the order confirmation page and stay valid for 30 days.',
  downloadLost:
    'Lost your confirmation page? Enter the e-mail address you paid with in the form above and we will e-mail your links again.',
  browse: 'Browse the Gallery',
} as const;

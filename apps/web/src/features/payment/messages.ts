// SPEC §4 payment states and §8 payment errors, verbatim where quoted.
export const paymentMessages = {
  loadingOptions: 'Loading payment options...',
  errorTitle: 'Payment Error',
  reload: 'Reload Payment System',
  configUnavailable: 'PayPal configuration is unavailable. Please try again later.',
  clientIdMissing: 'PayPal client ID is missing. Payments cannot be taken right now.',
  sdkInitFailed: 'PayPal SDK failed to initialize. Please reload the payment system.',
  sdkLoadFailed: 'Failed to load PayPal SDK. Please check your connection and try again.',
  setupFailed: (detail: string) => `Payment setup failed: PayPal ${detail}`,
  setupRequiredTitle: 'PayPal Setup Required',
  setupRequiredText: 'The PayPal client ID is not configured. Please contact support to complete your purchase.',

  createFailed: 'Unable to create payment order. Please try again.',
  processingFailed: 'Payment processing failed. Please try again.',
  incomplete: 'Payment incomplete. Please try again.',
  cancelled: 'Payment was cancelled. You can try again anytime.',
  providerError: 'Payment system error. Please try again or contact support if this continues.',
  orderFailedAfterPayment: (id: string) =>
    `Payment successful! Order ID: ${id} Please contact support for your download links.`,
  cardFailed: 'Payment failed. Please try again or use PayPal directly.',
  successTitle: 'Payment Successful!',
  successText: 'Your purchase has been completed successfully.',
  watchdog: 'Payment is taking longer than expected',

  methodLabel: 'Payment method',
  methodWallet: 'PayPal',
  methodCard: 'Credit Card',

  testModeTitle: 'Test mode',
  /** The notice on every shop page in simulator mode. */
  testModeNotice: 'Test mode: no money moves. Payments are simulated and no card is charged.',
  testModeNoticeLabel: 'Test mode',
  testModeText:
    'Payments run in test mode: no money moves and no card is charged. Enter any name and email to complete the purchase.',
  name: 'Name',
  email: 'Email',
  pay: (total: string) => `Pay ${total}`,
  paying: 'Processing payment...',

  cardHeading: 'Pay by card',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  cardName: 'Name on card',
  zipCode: 'ZIP code',
  cardNote: 'Card payments are processed securely by PayPal.',
  /** PayPal's own card fields (PayPal mode) and the simulator's test card form. */
  cardFieldsNote: 'Your card details go straight to PayPal: they never reach this shop.',
  cardFieldsUnavailable: 'Card payments are not available right now. Please pay with PayPal.',
  testCardTitle: 'Test card form',
  testCardText:
    'Test mode: this form charges nothing and sends the card fields nowhere. Do not enter a real card number; any name and email complete the purchase.',

  /** After a capture, the paid state that replaces every Pay button. */
  recordingTitle: 'Payment received',
  recordingText: 'Recording your order... Please keep this page open.',
  paidTitle: 'Payment received',
  linksHow:
    'Your order is being recorded and will appear shortly. Your download links can be sent to the email you paid with from the download page.',
  getLinks: 'Get your download links',
  retryRecording: 'Try again',
  dismissPaid: 'Continue Shopping',

  /** A 409 from POST /paypal/order because the cart's prices changed. */
  pricesChangedTitle: 'Prices have changed',
  pricesChangedText: 'Your cart now shows the current prices. Please check the total before you pay.',
  priceNow: (title: string, now: string, was: string) => `«${title}» is now ${now} (was ${was})`,
  noLongerForSale: (title: string) => `«${title}» is no longer for sale and was removed from your cart.`,
} as const;

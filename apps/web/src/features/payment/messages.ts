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
} as const;

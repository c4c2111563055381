// Lost links: the /download form. (SPEC §2's own /download texts live in features/orders.)
export const lostLinksMessages = {
  heading: 'Lost your download links?',
  intro:
    'Enter the e-mail address you paid with and we will e-mail the links of your orders again. Add the order number to get one order only.',
  email: 'Email',
  orderId: 'Order number (optional)',
  orderIdHint: 'The order number is on your receipt e-mail and the confirmation page.',
  submit: 'Email my links',
  sending: 'Sending...',
  sentTitle: 'Check your inbox',
  sendAnother: 'Use another address',
  invalidEmail: 'Please enter a valid e-mail address.',
  tooMany: (minutes: number) =>
    `Too many requests for download links. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  failed: 'Your request could not be sent right now. Please try again in a moment.',
} as const;

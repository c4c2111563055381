export const SELLER_DETAILS_MESSAGES = {
  heading: 'Seller details for invoices',
  intro:
    'Who sells: every receipt, receipt e-mail and printed receipt names you with these, beside its invoice number, so it serves as an invoice. Each order keeps the details it was paid under.',
  loading: 'Loading the seller details...',
  loadFailed: 'The seller details could not be loaded.',
  legalNameLabel: 'Legal name',
  legalNameHint: 'Your name, or your business’s registered name.',
  addressLabel: 'Postal address',
  addressHint: 'Street, postcode and city, country: one per line.',
  taxIdLabel: 'VAT / tax ID (optional)',
  taxIdHint: 'For example DE123456789. Leave empty if you have none.',
  notSet: 'Not set yet: receipts name no seller until you save a legal name and address.',
  save: 'Save seller details',
  saving: 'Saving...',
  savedTitle: 'Seller details saved',
  savedDescription: (name: string) => `Orders paid from now on name ${name} as the seller.`,
  saveFailedTitle: 'Could not save the seller details',
} as const;

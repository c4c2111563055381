export const REFERENCE_PRICE_MESSAGES = {
  heading: 'Reference price',
  // Off unless the artist turns it on (a narrowing of SPEC's default, see docs).
  intro:
    "Off unless you turn it on. When on, every work priced below it shows it struck through as its original price, a price you did not set for that work. A work's own compare-at price (in its Edit dialog) takes its place; nothing is struck beside a price at or above it.",
  loading: 'Loading the reference price...',
  loadFailed: 'The reference price could not be loaded.',
  enabledLabel: 'Strike the reference price beside lower prices',
  priceLabel: 'Reference price ($)',
  save: 'Save reference price',
  saving: 'Saving...',
  savedTitle: 'Reference price saved',
  savedOn: (price: string) => `Prices below $${price} now show $${price} struck through.`,
  savedOff: 'Only works with their own compare-at price show a struck price.',
  saveFailedTitle: 'Could not save the reference price',
} as const;

// SPEC §2 cart side panel, §4 cart states and §8 cart errors, verbatim.
export const cartMessages = {
  title: 'Cart',
  empty: 'Empty cart',
  total: 'Total',
  checkout: 'Checkout',
  processing: 'Processing...',
  checkoutErrorTitle: 'Checkout Error',
  checkoutErrorText: 'Unable to process checkout. Please try again.',
  addedTitle: 'Added to Cart',
  addedShortTitle: 'Added to cart!',
  addedText: (title: string) => `${title} has been added to your cart.`,
  addErrorTitle: 'Error',
  addErrorText: 'Failed to add item to cart. Please try again.',
  adding: 'Adding...',
  openCart: (count: number) => `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  close: 'Close cart',
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  quantity: (title: string) => `Quantity of ${title}`,
  remove: (title: string) => `Remove ${title} from cart`,
  outsideProvider: 'useCart must be used within a CartProvider',
  corruptSavedCart: 'Ignoring a corrupt saved cart',
  notForSale: 'Not added to cart: the artwork is not for sale or has no price',
  // An artwork is a download licence, so the cart holds it once.
  alreadyInCartTitle: 'Already in your cart',
  alreadyInCartText: (title: string) =>
    `${title} is already in your cart. An artwork is a download licence: one covers every use, so there is no quantity to raise.`,
  licence: '1 licence',
  licenceLabel: (title: string, tier?: string) =>
    tier ? `${title}: ${tier} licence, quantity cannot be changed` : `${title}: 1 licence, quantity cannot be changed`,
  /** A work bought under one of the artist's licence tiers. */
  licenceTier: (name: string) => `${name} licence`,
} as const;

// SPEC §2 checkout screens, verbatim where quoted.
export const checkoutMessages = {
  checkoutTitle: 'Checkout',
  taxTitle: 'Checkout with Sales Tax',
  orderSummary: 'Order Summary',
  emptyCart: 'Your cart is empty',
  emptyCartText: 'Add some artwork to your cart before checking out.',
  continueShopping: 'Continue Shopping',
  launchSale: 'Launch Sale Pricing - Limited Time!',
  quantity: (n: number) => `Qty ${n}`,
  each: 'each',
  /** A work bought under one of the artist's licence tiers. */
  licenceTier: (name: string) => `${name} licence`,
  subtotal: 'Subtotal',
  tax: 'Sales Tax',
  taxFor: (state: string, percent: string) => `Sales Tax (${state} ${percent})`,
  total: 'Total',
  taxAndTotal: 'Sales Tax & Total',
  stateLabel: 'State',
  statePlaceholder: 'Select your state',
  stateHelp: 'Sales tax depends on the state you live in.',
  stateRequiredTitle: 'State Selection Required',
  stateRequiredText: 'Please select your state to calculate sales tax before continuing to payment.',
  continueToPayment: (total: string) => `Continue to Payment - ${total}`,
  paymentHeading: 'Payment',
  taxInclusive: (total: string, tax: string, state: string) =>
    `Your payment of ${total} includes ${tax} sales tax for ${state}. This is the amount you will be charged.`,
  changeState: 'Change state',
  launchSaleNote: 'Launch prices apply automatically at checkout.',
  /** Buyers from every country choose it before the state (US only). */
  countryLabel: 'Country',
  countryHelp: 'Outside the US you pay the tax of your country (such as VAT or GST) where the shop charges one.',
  countryTaxFor: (taxName: string, country: string, percent: string) => `${taxName} (${country} ${percent})`,
  noTaxFor: (country: string) => `Tax (${country})`,
  countryTaxLoading: 'Loading the tax for your country...',
  countryTaxUnavailable: 'The tax for your country could not be loaded. Please reload the page.',
  taxInclusiveCountry: (total: string, tax: string, taxName: string | null, country: string) =>
    taxName === null
      ? `Your payment of ${total} includes no tax for ${country}. This is the amount you will be charged.`
      : `Your payment of ${total} includes ${tax} ${taxName} for ${country}. This is the amount you will be charged.`,
  /** The promo code's line in the totals. */
  discountFor: (code: string) => `Discount (${code})`,
} as const;

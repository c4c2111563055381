import { PROMO_CODE, type ArtPriceRange } from '@shop/contracts';

const usd = (price: string) => `$${price}`;
const MERCHANDISE = 'Merchandise: $45-$63';

// SPEC §2 pricing page and §9 prices.
export const pricingMessages = {
  title: 'Pricing',
  /**
   * Issue #25: the art prices promised are those of the works for sale; for SPEC's prices the
   * texts are SPEC's ("Art from $14.99 to $19.99", "Art price range: $14.99-$19.99"). Nothing for
   * sale (or not yet known) promises no art price at all.
   */
  intro: (range: ArtPriceRange | undefined) => {
    const base = 'Simple launch pricing for premium AI-generated art and professional logos.';
    if (!range?.lowest || !range.highest) return base;
    return range.lowest === range.highest
      ? `${base} Art at ${usd(range.lowest)}.`
      : `${base} Art from ${usd(range.lowest)} to ${usd(range.highest)}.`;
  },
  popular: 'Most Popular',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  addToCartLabel: (name: string) => `Add to Cart: ${name}`,
  was: 'Was',
  physicalTitle: 'Physical Products Coming Soon',
  physicalText:
    'Prints, canvases and apparel from the collection are on the way, priced from $45 to $63. Join the waitlist to hear first.',
  waitlist: 'Join the Waitlist',
  earlyAccessTitle: 'Early Access Free Sample Programme',
  earlyAccessText:
    'Creators and businesses can apply for a free sample artwork before buying. Apply through our contact page.',
  apply: 'Apply via Contact',
  promoTitle: 'Launch Promo Code',
  promoText: `Use code ${PROMO_CODE} for 30% off your first order.`,
  priceRange: (range: ArtPriceRange | undefined) => {
    if (!range?.lowest || !range.highest) return MERCHANDISE;
    return range.lowest === range.highest
      ? `Art price: ${usd(range.lowest)} • ${MERCHANDISE}`
      : `Art price range: ${usd(range.lowest)}-${usd(range.highest)} • ${MERCHANDISE}`;
  },

  logosTitle: 'Custom Logos',
  logosIntro: 'A professional logo designed with AI and refined by hand, from $19.99 with 3 concepts to choose from.',
  logosIncluded: "What's included",
  logosFeatures: [
    '3 unique logo concepts to choose from',
    'High-resolution PNG files',
    'Transparent background versions',
    'Commercial use rights',
  ],
  logosHowTitle: 'How it works',
  logosSteps: [
    'Add the logo package to your cart and check out.',
    'Tell us about your brand through the contact page.',
    'Receive 3 concepts and pick your favourite.',
  ],
  logosContact: 'Tell Us About Your Brand',
} as const;

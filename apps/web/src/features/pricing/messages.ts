import { PROMO_CODE } from '@shop/contracts';

// SPEC §2 pricing page and §9 prices.
export const pricingMessages = {
  title: 'Pricing',
  intro: 'Simple launch pricing for premium AI-generated art and professional logos. Art from $14.99 to $19.99.',
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
  priceRange: 'Art price range: $14.99-$19.99 • Merchandise: $45-$63',

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

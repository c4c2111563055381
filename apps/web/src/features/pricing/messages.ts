import { PRICING_PACKAGES, PROMO_CODE, type ArtPriceRange } from '@shop/contracts';

const usd = (price: string) => `$${price}`;
const MERCHANDISE = 'Merchandise: $45-$63';

/** The one-item offers this page sells itself (SPEC's range: the $14.99 single to the $19.99 logo). */
const SINGLE_ITEM_PACKAGES = new Set(['package-abstract-single', 'package-custom-logo']);
const singleItemCents = PRICING_PACKAGES.filter((offer) => SINGLE_ITEM_PACKAGES.has(offer.id)).map(
  (offer) => offer.priceCents,
);
const toCents = (price: string) => Math.round(Number(price) * 100);

/**
 * The art prices this page can promise: its own one-item offers and every work for sale.
 * With nothing for sale, or while the works' range loads, that is SPEC's $14.99-$19.99.
 */
export function promisedArtRange(works: ArtPriceRange | undefined): { lowest: string; highest: string } {
  const cents: number[] = [...singleItemCents];
  if (works?.lowest) cents.push(toCents(works.lowest));
  if (works?.highest) cents.push(toCents(works.highest));
  const price = (value: number) => (value / 100).toFixed(2);
  return { lowest: price(Math.min(...cents)), highest: price(Math.max(...cents)) };
}

// SPEC §2 pricing page and §9 prices.
export const pricingMessages = {
  title: 'Pricing',
  /**
   * The art prices promised are those of the works for sale and of the page's own
   * one-item offers (promisedArtRange); for SPEC's prices the texts are SPEC's ("Art from $14.99 to
   * $19.99", "Art price range: $14.99-$19.99").
   */
  intro: (works: ArtPriceRange | undefined) => {
    const range = promisedArtRange(works);
    return `Simple launch pricing for premium AI-generated art and professional logos. Art from ${usd(range.lowest)} to ${usd(range.highest)}.`;
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
  priceRange: (works: ArtPriceRange | undefined) => {
    const range = promisedArtRange(works);
    return `Art price range: ${usd(range.lowest)}-${usd(range.highest)} • ${MERCHANDISE}`;
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

// SPEC §1 and §2: the shop's frame (top bar and footer).
export const layoutMessages = {
  pricing: 'PRICING',
  mainNav: 'Main',
  socialNav: 'Social media',
  tagline: 'Premium AI-generated artwork, curated by hand and OCR-verified, delivered as instant digital downloads.',
  /** The shop's own name, the artist's once set. */
  copyright: (year: number, shopName: string) => `© ${year} ${shopName}. All rights reserved.`,
  /** The support address the artist set, in the footer of every page. */
  support: 'Support:',
  /** Names the home link while the shop's name loads (the link's text is then blank). */
  homeLink: 'Home',
  newTab: 'opens in a new tab',
  skipToContent: 'Skip to content',
  /** The way back to the links (the /download page), from the footer and the success page. */
  helpNav: 'Help',
  lostLinks: 'Lost your download links?',
  /** A buyer's orders and links, after the 30 days too. */
  library: 'Your library',
} as const;

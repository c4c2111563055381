// SPEC §1 and §2: the shop's frame (top bar and footer).
export const layoutMessages = {
  brand: 'Algorithmic Art Gallery',
  pricing: 'PRICING',
  mainNav: 'Main',
  socialNav: 'Social media',
  tagline: 'Premium AI-generated artwork, curated by hand and OCR-verified, delivered as instant digital downloads.',
  copyright: (year: number) => `© ${year} Algorithmic Art Gallery. All rights reserved.`,
  newTab: 'opens in a new tab',
  skipToContent: 'Skip to content',
  /** Issue #25: the way back to the links (the /download page), from the footer and the success page. */
  helpNav: 'Help',
  lostLinks: 'Lost your download links?',
} as const;

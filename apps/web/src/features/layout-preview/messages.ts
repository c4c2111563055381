import type { LayoutTemplate } from '@shop/contracts';

export const PREVIEW_MESSAGES = {
  heading: 'Homepage Layout Preview',
  templateLabel: 'Layout template',
  templates: {
    'modern-gallery': 'Modern Gallery',
    'minimalist-grid': 'Minimalist Grid',
    'editorial-layout': 'Editorial Layout',
    'portfolio-style': 'Portfolio Style',
  } satisfies Record<LayoutTemplate, string>,
  regenerate: 'Regenerate',
  saveLayout: 'Save Layout',
  saving: 'Saving...',
  deviceLabel: 'Preview device',
  devices: { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' },
  featuredHeading: 'Featured Artwork',
  categoriesHeading: 'Browse by Category',
  noFeatured: 'Approve artwork to feature it on the home page.',
  approvedCount: (count: number) => `${count} approved`,
  mockBrand: 'AI Art Gallery',
  mockTagline: 'Curated AI-generated artwork, OCR-verified.',
  savedTitle: 'Layout saved',
  savedDescription: (template: string) => `The home page now uses the ${template} layout.`,
  saveFailedTitle: 'Save failed',
  loadFailed: 'The saved layout could not be loaded; showing the default.',
  artworksFailed: 'The approved artworks could not be loaded, so the preview cannot be shown. Reload to try again.',
} as const;

// The artist decides which works each pack can take.
export const PACK_RULES_MESSAGES = {
  heading: 'What each pack can take',
  intro:
    'A pack buyer chooses works from the pack’s collection. Narrow it per pack: the categories it takes and the highest price a work may have. The picker lists only what a pack takes, and a pick outside it is refused. Until you save a rule, a pack takes works up to its price per pick (its price divided by its works), so it never delivers more than it cost; empty the highest price and save to let it take any price.',
  loading: 'Loading the packs...',
  loadFailed: 'The packs could not be loaded.',
  categoriesLegend: 'Categories it takes',
  everyCategory: 'Every category of its collection',
  maxPriceLabel: 'Highest price ($, empty: no limit)',
  save: (pack: string) => `Save ${pack}`,
  saving: 'Saving...',
  savedTitle: (pack: string) => `${pack} saved`,
  savedText: 'New picks follow the new rule; works already picked stay picked.',
  saveFailedTitle: 'Could not save the pack',
  useDefault: 'Use the default',
  resetting: 'Going back to the default...',
  resetTitle: (pack: string) => `${pack} is back to the default`,
  summary: (categories: string, maxPrice: string | null) =>
    maxPrice === null ? `Takes ${categories} at any price.` : `Takes ${categories} up to $${maxPrice}.`,
  /** A pack the artist has set no rule for. */
  defaultSummary: (maxPrice: string | null) =>
    maxPrice === null
      ? 'Takes every category at any price (the default).'
      : `Takes every category up to $${maxPrice}, its price per pick (the default).`,
  everyCategoryShort: 'every category',
} as const;

// The licence tiers: the dashboard's Settings › Licences and the artwork page's choice.
export const LICENCE_MESSAGES = {
  heading: 'Licences',
  intro:
    'Sell each work under up to three licences (for example Personal, Commercial and Extended). Buyers choose one on the artwork page; each licence adds its price difference to the work’s price. With none, every work sells under the shop’s Licence policy, as now. Each order keeps the licence text it was sold under.',
  loading: 'Loading the licences...',
  loadFailed: 'The licences could not be loaded.',
  none: 'No licences yet: every work sells under the shop’s one licence (Settings › Policies › Licence).',
  tierLegend: (position: number) => `Licence ${position}`,
  defaultHint: 'The first licence is the default: what a buyer gets without choosing.',
  nameLabel: 'Name',
  textLabel: 'What it allows',
  priceLabel: 'Price difference (USD)',
  priceHint: 'Added to the work’s price; 0.00 for none.',
  add: 'Add a licence',
  remove: (name: string) => `Remove ${name || 'this licence'}`,
  save: 'Save licences',
  saving: 'Saving...',
  savedTitle: 'Licences saved',
  savedDescription: (count: number) =>
    count === 0
      ? 'Every work sells under the shop licence again.'
      : `Buyers now choose from ${count} licence${count === 1 ? '' : 's'}.`,
  saveFailedTitle: 'Could not save the licences',
  // The artwork page.
  chooseLegend: 'Choose a licence',
  priceOf: (price: string) => price,
} as const;

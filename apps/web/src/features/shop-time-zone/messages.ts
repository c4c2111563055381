export const SHOP_TIME_ZONE_MESSAGES = {
  heading: 'Time zone',
  intro:
    'The dashboard tells every time in this zone and counts days in it: the Orders date filter, Sales periods and CSV exports, and the days promo codes start and end.',
  loading: 'Loading the time zone...',
  loadFailed: 'The time zone could not be loaded.',
  label: 'Shop time zone',
  hint: 'Usually where you live. Orders keep the moment they were paid; only how days are counted changes.',
  useBrowser: (zone: string) => `Use this browser's zone (${zone})`,
  save: 'Save time zone',
  saving: 'Saving...',
  savedTitle: 'Time zone saved',
  savedDescription: (zone: string) => `The dashboard now tells times and counts days in ${zone}.`,
  saveFailedTitle: 'Could not save the time zone',
} as const;

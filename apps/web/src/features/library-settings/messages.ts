// The artist's choice for a buyer's links past their 30 days (the library's renewals).
export const LIBRARY_SETTINGS_MESSAGES = {
  heading: 'Links after 30 days',
  intro:
    'Download links work for 30 days. Buyers can always see their orders in their library (/library); choose whether they may get new links there once the 30 days are over. The policies pages say what you choose.',
  loading: 'Loading the setting...',
  loadFailed: 'The setting could not be loaded.',
  legend: 'After 30 days',
  renewLabel: 'New links on request: the buyer gets fresh 30-day links from the library (never for refunded works)',
  noneLabel: 'None: the library says the links have expired and to contact support',
  save: 'Save',
  saving: 'Saving...',
  savedTitle: 'Setting saved',
  savedRenew: 'Buyers can ask for new links in their library.',
  savedNone: 'Buyers are told to contact you once their links have expired.',
  saveFailedTitle: 'The setting was not saved',
} as const;

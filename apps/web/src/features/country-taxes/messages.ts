/** The dashboard's tax table for buyers outside the US. */
export const COUNTRY_TAX_MESSAGES = {
  heading: 'Tax outside the US',
  intro:
    'Buyers in the US pay the sales tax of their state. Buyers elsewhere pay the tax of their country set here; a country that is off, or not listed, pays no tax. Check the rates before you rely on them.',
  loading: 'Loading the tax table...',
  loadFailed: 'The tax table could not be loaded.',
  country: 'Country',
  taxName: 'Tax name',
  ratePercent: 'Rate (%)',
  enabled: 'Charged',
  checkedOn: 'Checked on',
  save: 'Save',
  saving: 'Saving...',
  rowLabel: (country: string) => `Tax for ${country}`,
  fieldLabel: (field: string, country: string) => `${field}, ${country}`,
  addHeading: 'Add a country',
  addCountryPlaceholder: 'Choose a country',
  add: 'Add country',
  badRate: 'Enter the rate as a percent from 0 to 99.9999, such as 19 or 8.1.',
  badName: 'Enter the tax name, such as VAT or GST (at most 40 characters).',
  noCountry: 'Choose the country to add.',
  savedTitle: 'Tax saved',
  saved: (taxName: string, country: string, percent: string, enabled: boolean) =>
    enabled ? `${country}: ${taxName} ${percent}% is charged.` : `${country}: no tax is charged.`,
  saveFailedTitle: 'Could not save the tax',
} as const;

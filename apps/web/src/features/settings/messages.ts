import type { SettingsSectionId } from './lib/sections';

// The dashboard's Settings tab, where an artist looks for the shop's settings.
export const SETTINGS_MESSAGES = {
  heading: 'Settings',
  intro: 'Everything the shop says and charges, section by section.',
  sectionNavLabel: 'Settings sections',
  /** A line under each section's name: what is set there. */
  sectionIntro: {
    'shop-identity': 'The shop’s name, logo and support address, as buyers see them on every page and e-mail.',
    'about-page': 'A page about you and your work, linked from the shop’s footer.',
    policies: 'Terms, privacy, refunds, licence and FAQ.',
    licences: 'The licences buyers choose from on each artwork page, and what each adds to the price.',
    taxes: 'Sales tax and VAT charged at checkout outside the US.',
    prices: 'How the shop shows prices.',
    packs: 'What a buyer of each pack may pick.',
    watermark: 'The mark over the shop’s previews.',
  } satisfies Record<SettingsSectionId, string>,
} as const;

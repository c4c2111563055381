/**
 * The Settings tab's sections, in the order the tab shows them. The id is the
 * section's anchor (`/dashboard?tab=settings#taxes`) and its heading's id's stem.
 */
export const SETTINGS_SECTIONS = [
  { id: 'shop-identity', name: 'Shop identity' },
  { id: 'about-page', name: 'About page' },
  { id: 'policies', name: 'Policies' },
  { id: 'licences', name: 'Licences' },
  { id: 'taxes', name: 'Taxes' },
  { id: 'prices', name: 'Prices' },
  { id: 'packs', name: 'Packs' },
  { id: 'watermark', name: 'Watermark' },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export const settingsSectionName = (id: SettingsSectionId): string =>
  SETTINGS_SECTIONS.find((section) => section.id === id)?.name ?? id;

/** The section a URL's hash names (`#taxes`), if it names one. */
export function settingsSectionOfHash(hash: string): SettingsSectionId | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return SETTINGS_SECTIONS.find((section) => section.id === id)?.id;
}

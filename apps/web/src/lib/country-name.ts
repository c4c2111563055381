const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "DE" → "Germany"; an unknown code is shown as it is. */
export function countryName(countryCode: string): string {
  try {
    return regionNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

import { COUNTRY_CODES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { guessCountry } from './country-guess';

describe('the checkout country guessed from the browser', () => {
  it('takes the time zone first', () => {
    expect(guessCountry({ languages: ['de-DE', 'de'], timeZone: 'Europe/Berlin' })).toBe('DE');
    expect(guessCountry({ languages: ['en-US'], timeZone: 'America/New_York' })).toBe('US');
    // An English browser in Paris, a German one in Vienna, a French one in Montreal.
    expect(guessCountry({ languages: ['en-US'], timeZone: 'Europe/Paris' })).toBe('FR');
    expect(guessCountry({ languages: ['de-DE'], timeZone: 'Europe/Vienna' })).toBe('AT');
    expect(guessCountry({ languages: ['fr-FR'], timeZone: 'America/Toronto' })).toBe('CA');
    expect(guessCountry({ languages: ['en-GB'], timeZone: 'Australia/Perth' })).toBe('AU');
    expect(guessCountry({ languages: ['ja'], timeZone: 'Asia/Tokyo' })).toBe('JP');
  });

  it("falls back to the most preferred language's region when the zone says nothing", () => {
    expect(guessCountry({ languages: ['nl-NL', 'en-US'], timeZone: 'UTC' })).toBe('NL');
    expect(guessCountry({ languages: ['pt-BR'], timeZone: 'America/Sao_Paulo' })).toBe('BR');
    expect(guessCountry({ languages: ['es', 'es-MX'], timeZone: undefined })).toBe('MX');
    expect(guessCountry({ languages: ['zh-Hant-TW'], timeZone: 'Etc/GMT+3' })).toBe('TW');
  });

  it('falls back to the United States when neither names a country', () => {
    expect(guessCountry({ languages: ['en', 'de'], timeZone: 'UTC' })).toBe('US');
    expect(guessCountry({ languages: [], timeZone: undefined })).toBe('US');
    expect(guessCountry({ languages: ['not a tag!', 'en-001'], timeZone: 'Mars/Olympus' })).toBe('US');
  });

  it('maps every EU country, the UK, Norway, Switzerland, Canada, Australia, New Zealand and Japan by a main zone', () => {
    const zones: Record<string, string> = {
      AT: 'Europe/Vienna',
      BE: 'Europe/Brussels',
      BG: 'Europe/Sofia',
      HR: 'Europe/Zagreb',
      CY: 'Asia/Nicosia',
      CZ: 'Europe/Prague',
      DK: 'Europe/Copenhagen',
      EE: 'Europe/Tallinn',
      FI: 'Europe/Helsinki',
      FR: 'Europe/Paris',
      DE: 'Europe/Berlin',
      GR: 'Europe/Athens',
      HU: 'Europe/Budapest',
      IE: 'Europe/Dublin',
      IT: 'Europe/Rome',
      LV: 'Europe/Riga',
      LT: 'Europe/Vilnius',
      LU: 'Europe/Luxembourg',
      MT: 'Europe/Malta',
      NL: 'Europe/Amsterdam',
      PL: 'Europe/Warsaw',
      PT: 'Europe/Lisbon',
      RO: 'Europe/Bucharest',
      SK: 'Europe/Bratislava',
      SI: 'Europe/Ljubljana',
      ES: 'Europe/Madrid',
      SE: 'Europe/Stockholm',
      GB: 'Europe/London',
      NO: 'Europe/Oslo',
      CH: 'Europe/Zurich',
      CA: 'America/Vancouver',
      AU: 'Australia/Sydney',
      NZ: 'Pacific/Auckland',
      JP: 'Asia/Tokyo',
      US: 'America/Los_Angeles',
    };
    for (const [country, timeZone] of Object.entries(zones)) {
      expect(guessCountry({ languages: ['en-US'], timeZone }), timeZone).toBe(country);
      expect(COUNTRY_CODES).toContain(country);
    }
  });
});

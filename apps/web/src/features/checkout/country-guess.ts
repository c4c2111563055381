import { isCountryCode, US_COUNTRY_CODE } from '@shop/contracts';

/**
 * The main IANA time zones of the countries the shop taxes (the US by state, the artist's table's
 * countries), each to its country. A zone says where the device is more reliably than a language
 * (an English browser in Berlin, a German one in Vienna).
 */
const ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  // United States
  'America/New_York': 'US',
  'America/Detroit': 'US',
  'America/Indiana/Indianapolis': 'US',
  'America/Kentucky/Louisville': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Boise': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Adak': 'US',
  'Pacific/Honolulu': 'US',
  // Canada
  'America/Toronto': 'CA',
  'America/Montreal': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Regina': 'CA',
  'America/Halifax': 'CA',
  'America/Moncton': 'CA',
  'America/St_Johns': 'CA',
  'America/Whitehorse': 'CA',
  // Europe
  'Europe/Vienna': 'AT',
  'Europe/Brussels': 'BE',
  'Europe/Sofia': 'BG',
  'Europe/Zagreb': 'HR',
  'Asia/Nicosia': 'CY',
  'Europe/Nicosia': 'CY',
  'Europe/Prague': 'CZ',
  'Europe/Copenhagen': 'DK',
  'Europe/Tallinn': 'EE',
  'Europe/Helsinki': 'FI',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Athens': 'GR',
  'Europe/Budapest': 'HU',
  'Europe/Dublin': 'IE',
  'Europe/Rome': 'IT',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Luxembourg': 'LU',
  'Europe/Malta': 'MT',
  'Europe/Amsterdam': 'NL',
  'Europe/Warsaw': 'PL',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  'Europe/Bucharest': 'RO',
  'Europe/Bratislava': 'SK',
  'Europe/Ljubljana': 'SI',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
  'Europe/Stockholm': 'SE',
  'Europe/London': 'GB',
  'Europe/Oslo': 'NO',
  'Europe/Zurich': 'CH',
  // Asia-Pacific
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Hobart': 'AU',
  'Australia/Darwin': 'AU',
  'Pacific/Auckland': 'NZ',
  'Pacific/Chatham': 'NZ',
  'Asia/Tokyo': 'JP',
};

export interface BrowserPlace {
  /** `navigator.languages`, most preferred first ("de-DE", "en"). */
  languages: readonly string[];
  /** `Intl.DateTimeFormat().resolvedOptions().timeZone` ("Europe/Berlin"); undefined when unknown. */
  timeZone: string | undefined;
}

/** The region of a language tag ("de-DE" → "DE", "zh-Hant-TW" → "TW", "en" → undefined). */
function regionOf(language: string): string | undefined {
  try {
    const region = new Intl.Locale(language).region;
    return region && isCountryCode(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The checkout's first guess at the buyer's country, which they can change: the time zone's
 * country, else the region of their most preferred language that names one, else the US.
 */
export function guessCountry({ languages, timeZone }: BrowserPlace): string {
  const byZone = timeZone ? ZONE_COUNTRIES[timeZone] : undefined;
  if (byZone) return byZone;
  for (const language of languages) {
    const region = regionOf(language);
    if (region) return region;
  }
  return US_COUNTRY_CODE;
}

/** What this browser says of its place; nothing when it cannot say. */
export function browserPlace(): BrowserPlace {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return { languages: languages.filter(Boolean), timeZone };
}

/**
 * The EU's 27 member states (ISO 3166-1 alpha-2). A buyer there keeps a 14-day right to
 * withdraw from a purchase of digital content unless they agree, before paying, that delivery
 * starts at once and that they lose that right when it does (Directive 2011/83/EU, art. 16(m)).
 */
export const EU_COUNTRY_CODES: readonly string[] =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');

const EU_SET: ReadonlySet<string> = new Set(EU_COUNTRY_CODES);

export function isEuCountry(countryCode: string): boolean {
  return EU_SET.has(countryCode);
}

/** The checkbox's words, exactly as the buyer ticks them (the checkout and the docs quote it). */
export const WITHDRAWAL_CONSENT_TEXT =
  'Deliver my download now; I understand I lose my right to withdraw once it starts';

export const WITHDRAWAL_CONSENT_REQUIRED_MESSAGE =
  'Buyers in the EU must agree to immediate delivery before paying: tick "Deliver my download now; I understand I lose my right to withdraw once it starts".';

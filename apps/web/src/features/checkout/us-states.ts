import { STATE_CODES, STATE_TAX_RATES, type StateCode } from '@shop/contracts';

/** Display names for the state selector (the codes and rates come from @shop/contracts). */
export const STATE_NAMES: Record<StateCode, string> = {
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
};

/** ".0725" → "7.25%", ".08" → "8%", "0" → "0%": exact, from the rate's decimal string. */
export function formatRatePercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const integerPart = String(Number(`${whole}${padded.slice(0, 2)}`));
  const rest = padded.slice(2).replace(/0+$/, '');
  return `${integerPart}${rest ? `.${rest}` : ''}%`;
}

export interface StateOption {
  code: StateCode;
  name: string;
  percent: string;
  label: string;
}

/** Every state with its rate, sorted by name (SPEC §2: "listing each state with its rate"). */
export const STATE_OPTIONS: readonly StateOption[] = STATE_CODES.map((code) => {
  const percent = formatRatePercent(STATE_TAX_RATES[code]);
  const name = STATE_NAMES[code];
  return { code, name, percent, label: `${name} (${code}) - ${percent}` };
}).sort((a, b) => a.name.localeCompare(b.name));

import { STATE_CODES, STATE_TAX_RATES, type StateCode } from '@shop/contracts';
import { formatRatePercent } from '../../lib/tax-rate';

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

export { formatRatePercent };

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

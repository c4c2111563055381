/** ".0725" → "7.25%", ".08" → "8%", "0" → "0%": exact, from the rate's decimal string. */
export function formatRatePercent(rate: string): string {
  return `${ratePercentNumber(rate)}%`;
}

/** "0.19" → "19", "0.081" → "8.1": a rate fraction as the percent the artist types. */
export function ratePercentNumber(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const integerPart = String(Number(`${whole}${padded.slice(0, 2)}`));
  const rest = padded.slice(2).replace(/0+$/, '');
  return `${integerPart}${rest ? `.${rest}` : ''}`;
}

/**
 * "19" → "0.19", "8.1" → "0.081", "0" → "0": a typed percent below 100 as an exact fraction (at
 * most 4 decimals, so the fraction has at most 6); undefined when it is not one.
 */
export function percentToRate(percent: string): string | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return undefined;
  const digits = `${(match[1] ?? '').padStart(2, '0')}${match[2] ?? ''}`.replace(/0+$/, '');
  return digits === '' ? '0' : `0.${digits}`;
}

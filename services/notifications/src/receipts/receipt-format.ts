/** "14.99" → "$14.99": the API's money strings, as the shop shows them. */
export function dollars(amount: string): string {
  return `$${amount}`;
}

/** "0.07250" → "7.25%"; the rate as stored, shown without trailing zeros. */
export function percent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  // Move the decimal point two places right on the digits themselves: no float rounding.
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  return `${integer}${decimals ? `.${decimals}` : ''}%`;
}

const DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "2026-12-25T10:00:00.000Z" → "December 25, 2026 at 10:00 AM UTC": one unambiguous zone for every reader. */
export function utcDateTime(iso: string): string {
  return `${DATE.format(new Date(iso))} UTC`;
}

/** The short order number the dashboard shows and searches by: the id's first 8 characters. */
export function shortOrderNumber(orderId: string): string {
  return orderId.slice(0, 8);
}

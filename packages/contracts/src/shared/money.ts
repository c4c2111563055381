/**
 * Money is integer cents everywhere; the API shows "14.99" strings (ARCHITECTURE "Money"). No zod
 * here: every shop page formats prices, and a module with schemas would bring zod into the home
 * page's JavaScript (bench/web/home-js-size.mjs); the money schema is in money-schema.ts.
 */

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "14.99" → 1499. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function parseCents(value: string): number {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${value}`);
  return cents;
}

/** Lenient parse for display code (SPEC §5: "Price is parsed as a decimal, 0 if missing"). */
export function priceToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.round(parsed * 100);
}

/** 1499 → "14.99". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1499 → "$14.99". */
export function formatUsd(cents: number): string {
  return `$${formatCents(cents)}`;
}

/**
 * cents × rate rounded half up to whole cents, with the rate given as a decimal string so no
 * binary fraction ever enters the sum (e.g. ".0725").
 */
export function multiplyRateCents(cents: number, rate: string): number {
  const match = /^(\d*)(?:\.(\d+))?$/.exec(rate);
  if (!match || rate === '' || rate === '.') throw new RangeError(`Not a rate: ${rate}`);
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const rateUnits = BigInt((match[1] || '0') + fraction);
  const product = BigInt(cents) * rateUnits;
  const rounded = (product * 2n + scale) / (scale * 2n);
  return Number(rounded);
}

import type { SalesReport } from '@shop/contracts';
import { expect } from 'vitest';

// The figures of totals-add-up.int.test.ts: the places, carts and promo codes it buys with, what
// each order should cost, and readers for the places the figures appear (e-mails, CSV, the report).
//
// Expected figures are worked out here from SPEC's rules, not with the product's code: subtotal
// = Σ list prices; percent discount = round half up of subtotal × percent, fixed = the amount
// (at most the subtotal); tax = round half up (subtotal − discount) × rate; total = subtotal −
// discount + tax, all in cents.

export type Place =
  | { kind: 'state'; stateCode: string; rate: string }
  | { kind: 'country'; countryCode: string; countryName: string; taxName: string | null; rate: string };

const US_STATE = (stateCode: string, rate: string): Place => ({ kind: 'state', stateCode, rate });
export const PLACES = {
  /** A US state with tax (SPEC §9). */
  NY: US_STATE('NY', '.08'),
  /** A US state with a rate of four decimals, so the rounding shows. */
  NJ: US_STATE('NJ', '.0663'),
  /** A US state without sales tax. */
  OR: US_STATE('OR', '0'),
  DC: US_STATE('DC', '.06'),
  /** The EU: Germany's shipped 19% VAT. */
  DE: { kind: 'country', countryCode: 'DE', countryName: 'Germany', taxName: 'VAT', rate: '0.19' },
  /** Canada's shipped 5% GST. */
  CA: { kind: 'country', countryCode: 'CA', countryName: 'Canada', taxName: 'GST', rate: '0.05' },
  /** A shipped country the artist switched off (in beforeAll): no tax. */
  GB: { kind: 'country', countryCode: 'GB', countryName: 'United Kingdom', taxName: null, rate: '0' },
  /** A country the table does not have: no tax. */
  BR: { kind: 'country', countryCode: 'BR', countryName: 'Brazil', taxName: null, rate: '0' },
} satisfies Record<string, Place>;
type PlaceName = keyof typeof PLACES;

/** Promo codes: none, SPEC's LAUNCH30 (30% off a first order) and a fixed amount the curator creates. */
const PROMOS = {
  none: null,
  LAUNCH30: { kind: 'percent', value: 30 },
  FIVEOFF: { kind: 'fixed', value: 500 },
} as const;
export type PromoName = keyof typeof PROMOS;

/** Carts: single artworks, a pack (its works picked after paying), and both in one order. */
export type CartName = 'artworks' | 'pack' | 'mix';

// The whole product would be 8 places × 3 carts × 3 promo codes = 72 orders (too slow for a stack
// test). Instead, pairs that cover each value: every place appears (Germany and Canada twice),
// every cart × promo pair appears at least once, each promo choice (none, percent, fixed) meets
// both a US state and another country, and packs come as a 3-pack and as two single packs in one
// line: 10 orders, one of which (a mix with a fixed code) is refunded.
export const MATRIX: { place: PlaceName; cart: CartName; promo: PromoName; refund?: true }[] = [
  { place: 'NY', cart: 'artworks', promo: 'none' },
  { place: 'NJ', cart: 'artworks', promo: 'LAUNCH30' },
  { place: 'OR', cart: 'pack', promo: 'LAUNCH30' },
  { place: 'DC', cart: 'mix', promo: 'FIVEOFF', refund: true },
  { place: 'DE', cart: 'mix', promo: 'LAUNCH30' },
  { place: 'DE', cart: 'pack', promo: 'FIVEOFF' },
  { place: 'CA', cart: 'artworks', promo: 'FIVEOFF' },
  { place: 'CA', cart: 'mix', promo: 'none' },
  { place: 'GB', cart: 'pack', promo: 'none' },
  { place: 'BR', cart: 'mix', promo: 'LAUNCH30' },
];

/** SPEC prices of the packs bought here, and how many works each lets the buyer pick. */
export const PACKS = {
  'package-abstract-single': { cents: 1499, credits: 1 },
  'package-abstract-3-pack': { cents: 3499, credits: 3 },
} as const;

export const cents = (amount: string): number => {
  expect(amount, `"${amount}" is a money string`).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(amount) * 100);
};
export const money = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** round half up (taxed × rate) in cents, with the rate as an exact decimal string (".0663"). */
export function taxOf(taxedCents: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(`${whole}${fraction}` || '0');
  const denominator = 10n ** BigInt(fraction.length);
  return Number((BigInt(taxedCents) * numerator * 2n + denominator) / (2n * denominator));
}

/** "0.0800" and ".08" are the same rate. */
const sameRate = (rate: string | null | undefined) => (rate == null ? null : String(Number(rate)));

export interface Expected {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export interface Placed {
  row: (typeof MATRIX)[number];
  place: Place;
  email: string;
  orderId: string;
  expected: Expected;
  /** Each line as ordered: its unit list price and quantity. */
  lines: { id: string; cents: number; quantity: number; kind: 'artwork' | 'pack' }[];
  credits: number;
}

/** Amounts of a plain-text e-mail by their label ("Subtotal: $20.00", "VAT (Germany, 19%): $2.66"). */
function labelledAmounts(text: string): { label: string; cents: number }[] {
  const rows: { label: string; cents: number }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([^-•*\s][^:]*?)\s*:\s*[−-]?\s*(?:US)?\$\s?(\d+\.\d{2})\s*$/.exec(line);
    if (match?.[1] && match[2]) rows.push({ label: match[1], cents: cents(match[2]) });
  }
  return rows;
}

export function totalsOfMail(text: string) {
  const rows = labelledAmounts(text);
  const one = (what: string, test: (label: string) => boolean) => {
    const found = rows.filter((row) => test(row.label));
    expect(found, `one ${what} line in:\n${text}`).toHaveLength(1);
    return found[0] as { label: string; cents: number };
  };
  const subtotal = one('subtotal', (label) => /^subtotal\b/i.test(label));
  const total = one('total', (label) => /^(order )?total\b/i.test(label));
  const discounts = rows.filter((row) => /^discount\b/i.test(row.label));
  const tax = one('tax', (label) => /\b(tax|vat|gst)\b/i.test(label) && !/^(sub)?total\b/i.test(label));
  return { subtotal, discount: discounts[0], tax, total };
}

/** A CSV body as rows of cells (RFC 4180 quotes). */
export function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export function cartOf(cart: CartName, index: number, artworks: { id: string; cents: number }[]): Placed['lines'] {
  const [fox, owl] = artworks.map((work) => ({ ...work, quantity: 1, kind: 'artwork' as const }));
  if (!fox || !owl) throw new Error('the works were not published');
  const pack = (id: keyof typeof PACKS, quantity = 1) => ({
    id,
    cents: PACKS[id].cents,
    quantity,
    kind: 'pack' as const,
  });
  switch (cart) {
    case 'artworks':
      return index % 2 === 0 ? [fox] : [fox, owl];
    case 'pack':
      // A 3-pack, or two single packs in one line (quantity 2).
      return [index % 2 === 0 ? pack('package-abstract-3-pack') : pack('package-abstract-single', 2)];
    case 'mix':
      return [owl, pack('package-abstract-single'), fox];
  }
}

export function expectedOf(lines: Placed['lines'], place: Place, promo: PromoName): Expected {
  const subtotal = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  const terms = PROMOS[promo];
  const discount =
    terms === null
      ? 0
      : terms.kind === 'percent'
        ? Math.floor((subtotal * terms.value + 50) / 100)
        : Math.min(terms.value, subtotal);
  const tax = taxOf(subtotal - discount, place.rate);
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

export const where = (place: Place) =>
  place.kind === 'state' ? { stateCode: place.stateCode } : { countryCode: place.countryCode };
export const describeRow = (row: (typeof MATRIX)[number]) => `${row.place} · ${row.cart} · ${row.promo}`;

/** The same four figures, and that they add up, wherever they are read. */
export function expectFigures(
  context: string,
  actual: { subtotal: number; discount: number; tax: number; total: number },
  expected: Expected,
) {
  expect(actual.subtotal - actual.discount + actual.tax, `${context}: subtotal − discount + tax = total`).toBe(
    actual.total,
  );
  expect(actual, context).toEqual(expected);
}

export function expectPlace(
  context: string,
  shown: { countryCode?: string; stateCode?: string | null; taxName?: string | null; taxRate?: string | null },
  place: Place,
) {
  if (place.kind === 'state') {
    expect({ countryCode: shown.countryCode ?? 'US', stateCode: shown.stateCode }, context).toEqual({
      countryCode: 'US',
      stateCode: place.stateCode,
    });
    expect(shown.taxName, context).toBe('Sales Tax');
  } else {
    expect({ countryCode: shown.countryCode, stateCode: shown.stateCode ?? null }, context).toEqual({
      countryCode: place.countryCode,
      stateCode: null,
    });
    expect(shown.taxName ?? null, context).toBe(place.taxName);
  }
  if (shown.taxRate !== undefined) expect(sameRate(shown.taxRate), `${context}: rate`).toBe(sameRate(place.rate));
}

type ReportTotals = SalesReport['totals'];

/**
 * The report's own sums: the sales as charged and their refunds add up in the totals and in each
 * period, the periods sum to the totals, and the tables, which count what was kept after refunds,
 * sum to the kept figures.
 */
export function expectReportAddsUp(report: SalesReport) {
  const addsUp = (context: string, r: ReportTotals) => {
    expect(cents(r.net), `${context}: net = subtotal − discount`).toBe(cents(r.subtotal) - cents(r.discount));
    expect(cents(r.net) + cents(r.tax), `${context}: net + tax = total`).toBe(cents(r.total));
    expect(cents(r.netAfterRefunds), `${context}: net after refunds = net − refunded net`).toBe(
      cents(r.net) - cents(r.refundedNet),
    );
    expect(cents(r.totalAfterRefunds), `${context}: total after refunds = total − refunded`).toBe(
      cents(r.total) - cents(r.refunded),
    );
    // What a refund returned beyond the revenue it took back is tax, and no more than was charged.
    const refundedTax = cents(r.refunded) - cents(r.refundedNet);
    expect(refundedTax, `${context}: refunded tax ≥ 0`).toBeGreaterThanOrEqual(0);
    expect(refundedTax, `${context}: refunded tax ≤ tax`).toBeLessThanOrEqual(cents(r.tax));
    expect(cents(r.refundedNet), `${context}: refunded net ≤ net`).toBeLessThanOrEqual(cents(r.net));
    if (r.refunds === 0) expect(cents(r.refunded), `${context}: no refunds, nothing refunded`).toBe(0);
  };
  addsUp('report totals', report.totals);
  for (const row of report.revenue) addsUp(`report period ${row.period}`, row);
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const moneyKeys = [
    'subtotal',
    'discount',
    'net',
    'tax',
    'total',
    'refunded',
    'refundedNet',
    'netAfterRefunds',
    'totalAfterRefunds',
  ] as const;
  for (const key of moneyKeys) {
    expect(
      sum(report.revenue, (r) => cents(r[key])),
      `periods' ${key}`,
    ).toBe(cents(report.totals[key]));
  }
  for (const key of ['orders', 'refunds'] as const) {
    expect(
      sum(report.revenue, (r) => r[key]),
      `periods' ${key}`,
    ).toBe(report.totals[key]);
  }
  const { netAfterRefunds, totalAfterRefunds } = report.totals;
  const keptTax = cents(totalAfterRefunds) - cents(netAfterRefunds);
  const columnSums: [string, string[], number][] = [
    ['categories sum to net after refunds', report.byCategory.map((r) => r.revenue), cents(netAfterRefunds)],
    ['kinds sum to net after refunds', report.byKind.map((r) => r.revenue), cents(netAfterRefunds)],
    ['tax rows sum to the tax kept', report.taxByState.map((r) => r.tax), keptTax],
    ['taxable rows sum to net after refunds', report.taxByState.map((r) => r.taxableSubtotal), cents(netAfterRefunds)],
  ];
  for (const [what, column, total] of columnSums) expect(sum(column, cents), what).toBe(total);
  // Only orders refunded whole leave the tax table.
  expect(sum(report.taxByState, (r) => r.orders)).toBeLessThanOrEqual(report.totals.orders);
}

/** An order sold, with the refunds made of it (each one's parts, `total` being what it returned). */
export interface Sale {
  order: Placed;
  refunds: Expected[];
}

/**
 * What the report should say about these sales: the totals count each order as charged and its
 * refunds beside it; the tax and promo code tables count what each order kept, without the orders
 * refunded whole.
 */
export function expectReportOf(report: SalesReport, sales: Sale[]) {
  const kept = sales.map(({ order, refunds }) => {
    const less = (key: keyof Expected) => refunds.reduce((left, refund) => left - refund[key], order.expected[key]);
    const figures: Expected = {
      subtotal: less('subtotal'),
      discount: less('discount'),
      tax: less('tax'),
      total: less('total'),
    };
    expect(figures.subtotal - figures.discount + figures.tax, `${describeRow(order.row)}: what is kept adds up`).toBe(
      figures.total,
    );
    return { order, figures, whole: refunds.length > 0 && figures.total === 0 };
  });
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const charged = (pick: (f: Expected) => number) => sum(sales, ({ order }) => pick(order.expected));
  const refunds = sales.flatMap((sale) => sale.refunds);
  expect(report.totals).toEqual({
    orders: sales.length,
    subtotal: money(charged((f) => f.subtotal)),
    discount: money(charged((f) => f.discount)),
    net: money(charged((f) => f.subtotal - f.discount)),
    tax: money(charged((f) => f.tax)),
    total: money(charged((f) => f.total)),
    refunds: refunds.length,
    refunded: money(sum(refunds, (r) => r.total)),
    refundedNet: money(sum(refunds, (r) => r.subtotal - r.discount)),
    netAfterRefunds: money(sum(kept, ({ figures }) => figures.subtotal - figures.discount)),
    totalAfterRefunds: money(sum(kept, ({ figures }) => figures.total)),
  });
  const counted = kept.filter((entry) => !entry.whole);
  // One tax row per country, state and tax name, named.
  const taxRows = new Map<
    string,
    {
      stateCode: string | null;
      countryCode: string;
      taxName: string | null;
      orders: number;
      taxable: number;
      tax: number;
    }
  >();
  for (const { order, figures } of counted) {
    const p = order.place;
    const key = p.kind === 'state' ? `US/${p.stateCode}` : p.countryCode;
    const row = taxRows.get(key) ?? {
      stateCode: p.kind === 'state' ? p.stateCode : null,
      countryCode: p.kind === 'state' ? 'US' : p.countryCode,
      taxName: p.kind === 'state' ? 'Sales Tax' : p.taxName,
      orders: 0,
      taxable: 0,
      tax: 0,
    };
    row.orders += 1;
    row.taxable += figures.subtotal - figures.discount;
    row.tax += figures.tax;
    taxRows.set(key, row);
  }
  expect(
    report.taxByState.map((row) => ({
      stateCode: row.stateCode,
      countryCode: row.countryCode,
      taxName: row.taxName,
      orders: row.orders,
      taxable: cents(row.taxableSubtotal),
      tax: cents(row.tax),
    })),
  ).toEqual(expect.arrayContaining([...taxRows.values()]));
  expect(report.taxByState).toHaveLength(taxRows.size);
  // One row per promo code used.
  const promoRows = new Map<string, { promoCode: string; orders: number; discount: number; net: number }>();
  for (const { order, figures } of counted) {
    if (order.row.promo === 'none') continue;
    const row = promoRows.get(order.row.promo) ?? { promoCode: order.row.promo, orders: 0, discount: 0, net: 0 };
    row.orders += 1;
    row.discount += figures.discount;
    row.net += figures.subtotal - figures.discount;
    promoRows.set(order.row.promo, row);
  }
  expect(
    report.byPromoCode.map((row) => ({
      promoCode: row.promoCode,
      orders: row.orders,
      discount: cents(row.discount),
      net: cents(row.net),
    })),
  ).toEqual(expect.arrayContaining([...promoRows.values()]));
  expect(report.byPromoCode).toHaveLength(promoRows.size);
}

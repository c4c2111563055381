import type {
  AdminOrderDetail,
  AdminOrderList,
  Order,
  PublicReceipt,
  RefundResult,
  SalesReport,
  SalesTable,
} from '@shop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishWork } from './harness/purchase.js';
import { signedInStack } from './harness/signed-in-stack.js';

// Issue #25 "Done when": totals add up in every place they appear (pages' answers, e-mails, the
// sales report and its CSV) for every promo code, pack, country and state. The pricing level has
// its own test (payments country-totals.test.ts); this one buys through the gateway as the web
// does (quote → PayPal order → capture in the simulator → POST /api/orders) and reads every place
// the figures appear: the checkout's answers, the success page's order, the buyer's receipt, the
// curator's order list and detail, the receipt e-mail (plain text, amounts found by label, not by
// layout), the sales report and each of its CSV tables; then one order is refunded line by line
// and the refund e-mails and the report are read again.
//
// Expected figures are worked out here from SPEC's rules, not with the product's code: subtotal
// = Σ list prices; percent discount = round half up of subtotal × percent, fixed = the amount
// (at most the subtotal); tax = round half up (subtotal − discount) × rate; total = subtotal −
// discount + tax, all in cents.

type Place =
  | { kind: 'state'; stateCode: string; rate: string }
  | { kind: 'country'; countryCode: string; countryName: string; taxName: string | null; rate: string };

const US_STATE = (stateCode: string, rate: string): Place => ({ kind: 'state', stateCode, rate });
const PLACES = {
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
type PromoName = keyof typeof PROMOS;

/** Carts: single artworks, a pack (its works picked after paying), and both in one order. */
type CartName = 'artworks' | 'pack' | 'mix';

// The whole product would be 8 places × 3 carts × 3 promo codes = 72 orders (too slow for a stack
// test). Instead, pairs that cover each value: every place appears (Germany and Canada twice),
// every cart × promo pair appears at least once, each promo choice (none, percent, fixed) meets
// both a US state and another country, and packs come as a 3-pack and as two single packs in one
// line: 10 orders, one of which (a mix with a fixed code) is refunded.
const MATRIX: { place: PlaceName; cart: CartName; promo: PromoName; refund?: true }[] = [
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
const PACKS = {
  'package-abstract-single': { cents: 1499, credits: 1 },
  'package-abstract-3-pack': { cents: 3499, credits: 3 },
} as const;

const cents = (amount: string): number => {
  expect(amount, `"${amount}" is a money string`).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(amount) * 100);
};
const money = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** round half up (taxed × rate) in cents, with the rate as an exact decimal string (".0663"). */
function taxOf(taxedCents: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(`${whole}${fraction}` || '0');
  const denominator = 10n ** BigInt(fraction.length);
  return Number((BigInt(taxedCents) * numerator * 2n + denominator) / (2n * denominator));
}

/** "0.0800" and ".08" are the same rate. */
const sameRate = (rate: string | null | undefined) => (rate == null ? null : String(Number(rate)));

interface Expected {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

interface Placed {
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

function totalsOfMail(text: string) {
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
function parseCsv(body: string): string[][] {
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

const DASH = '—';

describe('totals add up in every place they appear (issue #25)', () => {
  const shop = signedInStack('totals', { mail: true });
  const { asCurator, asShopper } = shop;
  const placed: Placed[] = [];
  const pickable: string[] = [];
  const artworks: { id: string; cents: number }[] = [];

  const ok = <T>(response: LightMyRequestResponse, status = 200): T => {
    expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
    return response.json<T>();
  };

  /** The e-mails to an address whose subject matches, once there are `count` of them (the order's others may come first). */
  async function mailsTo(address: string, subject: RegExp, count: number) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = (await shop.mail.messagesTo(address)).filter((message) => subject.test(message.subject));
      if (found.length >= count || Date.now() > deadline) {
        expect(found.length, `${count} e-mail(s) to ${address} with ${subject}`).toBe(count);
        return found;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const today = new Date().toISOString().slice(0, 10);
  const period = () => {
    // From yesterday to tomorrow: an order stored around midnight UTC is still in it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    return `from=${yesterday}&to=${tomorrow}`;
  };

  beforeAll(async () => {
    // Odd cents, so discounts and tax land on half cents somewhere in the matrix.
    for (const [title, price] of [
      ['Totals Fox', '19.99'],
      ['Totals Owl', '7.35'],
    ] as const) {
      const work = await publishWork(shop.stack, shop.adminCookie, { title, category: 'Sci-Fi', price });
      artworks.push({ id: work.id, cents: cents(price) });
    }
    for (const title of ['Totals Swirl A', 'Totals Swirl B', 'Totals Swirl C']) {
      pickable.push(
        (await publishWork(shop.stack, shop.adminCookie, { title, category: 'Abstract Art', price: '14.99' })).id,
      );
    }
    ok(await asCurator('POST', '/api/promo-codes', { code: 'FIVEOFF', kind: 'fixed', amountOff: '5.00' }), 201);
    // The artist switches the United Kingdom's shipped VAT off.
    ok(await asCurator('PUT', '/api/country-taxes/GB', { taxName: 'VAT', rate: '0.20', enabled: false }));
  });

  function cartOf(cart: CartName, index: number): Placed['lines'] {
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

  function expectedOf(lines: Placed['lines'], place: Place, promo: PromoName): Expected {
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

  const where = (place: Place) =>
    place.kind === 'state' ? { stateCode: place.stateCode } : { countryCode: place.countryCode };
  const describeRow = (row: (typeof MATRIX)[number]) => `${row.place} · ${row.cart} · ${row.promo}`;

  /** The same four figures, and that they add up, wherever they are read. */
  function expectFigures(
    context: string,
    actual: { subtotal: number; discount: number; tax: number; total: number },
    expected: Expected,
  ) {
    expect(actual.subtotal - actual.discount + actual.tax, `${context}: subtotal − discount + tax = total`).toBe(
      actual.total,
    );
    expect(actual, context).toEqual(expected);
  }

  function expectPlace(
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

  it('places every order of the matrix with the same figures in the checkout, order, receipt and dashboard', async () => {
    for (const [index, row] of MATRIX.entries()) {
      const context = describeRow(row);
      const place: Place = PLACES[row.place];
      const lines = cartOf(row.cart, index);
      const expected = expectedOf(lines, place, row.promo);
      const items = lines.map((line) => ({ artworkId: line.id, quantity: line.quantity }));
      const email = `totals-${index}-${row.place.toLowerCase()}@example.com`;
      const promo = row.promo === 'none' ? {} : { promoCode: row.promo.toLowerCase() };

      // The checkout's quote, and the PayPal order the web creates from the same cart.
      const quote = ok<{ subtotal: string; discount: string; tax: string; total: string; promoCode: string | null }>(
        await asShopper('POST', '/api/paypal/quote', { items, ...where(place), ...promo, email }),
      );
      expectFigures(
        `${context}: quote`,
        {
          subtotal: cents(quote.subtotal),
          discount: cents(quote.discount),
          tax: cents(quote.tax),
          total: cents(quote.total),
        },
        expected,
      );
      const created = ok<{
        id: string;
        subtotal: string;
        tax: string;
        total: string;
        discount?: string;
        promoCode?: string;
        countryCode?: string;
        taxName?: string | null;
      }>(
        await asShopper('POST', '/paypal/order', {
          items,
          ...where(place),
          currency: 'USD',
          intent: 'CAPTURE',
          amount: money(expected.subtotal),
          ...promo,
          payer: { email, name: 'Totals Buyer' },
        }),
      );
      expectFigures(
        `${context}: PayPal order`,
        {
          subtotal: cents(created.subtotal),
          discount: cents(created.discount ?? '0.00'),
          tax: cents(created.tax),
          total: cents(created.total),
        },
        expected,
      );
      if (place.kind === 'country') {
        expect({ countryCode: created.countryCode, taxName: created.taxName }, context).toEqual({
          countryCode: place.countryCode,
          taxName: place.taxName,
        });
      }
      const captured = ok<{ purchase_units: { amount: { value: string } }[] }>(
        await asShopper('POST', `/paypal/order/${created.id}/capture`),
      );
      expect(
        captured.purchase_units.map((unit) => cents(unit.amount.value)),
        `${context}: captured`,
      ).toEqual([expected.total]);
      const stored = ok<{ id: string }>(
        await asShopper('POST', '/api/orders', {
          paypal_order_id: created.id,
          customer_email: email,
          customer_name: 'Totals Buyer',
          total_amount: created.total,
          items,
        }),
        201,
      );
      const credits = lines.reduce(
        (sum, line) => sum + (line.kind === 'pack' ? PACKS[line.id as keyof typeof PACKS].credits * line.quantity : 0),
        0,
      );
      placed.push({ row, place, email, orderId: stored.id, expected, lines, credits });
    }

    for (const order of placed) {
      const context = describeRow(order.row);
      // A pack's works are picked after paying; picking changes no figure.
      if (order.credits > 0) {
        ok(
          await asShopper('POST', `/api/orders/${order.orderId}/picks`, {
            artworkIds: pickable.slice(0, order.credits),
          }),
        );
      }

      // The success page's order.
      const shown = ok<Order>(await asShopper('GET', `/api/orders/${order.orderId}`));
      expect(cents(shown.totalAmount), `${context}: success page`).toBe(order.expected.total);

      // The buyer's receipt page.
      const receipt = ok<PublicReceipt>(await asShopper('GET', `/api/orders/${order.orderId}/receipt`));
      expectFigures(
        `${context}: receipt page`,
        {
          subtotal: cents(receipt.subtotal),
          discount: cents(receipt.discount),
          tax: cents(receipt.tax),
          total: cents(receipt.total),
        },
        order.expected,
      );
      expect(
        receipt.lines.reduce((sum, line) => sum + cents(line.lineTotal), 0),
        `${context}: receipt lines`,
      ).toBe(order.expected.subtotal);
      expect(receipt.promoCode, context).toBe(order.row.promo === 'none' ? null : order.row.promo);
      expectPlace(`${context}: receipt page`, receipt, order.place);

      // The curator's order detail and the orders list.
      const detail = ok<AdminOrderDetail>(await asCurator('GET', `/api/orders/${order.orderId}/admin`));
      expectFigures(
        `${context}: dashboard order`,
        {
          subtotal: cents(detail.subtotal),
          discount: cents(detail.discount),
          tax: cents(detail.tax),
          total: cents(detail.total),
        },
        order.expected,
      );
      expect(
        detail.lines.reduce((sum, line) => sum + cents(line.lineTotal), 0),
        `${context}: dashboard lines`,
      ).toBe(order.expected.subtotal);
      expect(detail.promoCode, context).toBe(order.row.promo === 'none' ? null : order.row.promo);
      expect(cents(detail.refundable), `${context}: refundable`).toBe(order.expected.total);
      expectPlace(`${context}: dashboard order`, detail, order.place);
      const list = ok<AdminOrderList>(await asCurator('GET', `/api/orders?q=${encodeURIComponent(order.email)}`));
      const summary = list.orders.find((row) => row.id === order.orderId);
      if (!summary) throw new Error(`${context}: the order is not in the dashboard's list`);
      expectFigures(
        `${context}: dashboard list`,
        {
          subtotal: cents(summary.subtotal),
          discount: cents(summary.discount),
          tax: cents(summary.tax),
          total: cents(summary.total),
        },
        order.expected,
      );
      expectPlace(`${context}: dashboard list`, summary, order.place);
    }
  });

  it('e-mails each buyer a receipt whose plain text has the same figures, country and tax', async () => {
    expect(placed).toHaveLength(MATRIX.length);
    await Promise.all(
      placed.map(async (order) => {
        const context = `${describeRow(order.row)}: receipt e-mail`;
        const [receiptMail] = await mailsTo(order.email, /receipt/i, 1);
        const text = receiptMail?.text ?? '';
        const found = totalsOfMail(text);
        expectFigures(
          context,
          {
            subtotal: found.subtotal.cents,
            discount: found.discount?.cents ?? 0,
            tax: found.tax.cents,
            total: found.total.cents,
          },
          order.expected,
        );
        if (order.row.promo !== 'none') expect(found.discount?.label, context).toContain(order.row.promo);
        // The tax line names where it was charged and what it is.
        if (order.place.kind === 'state') expect(found.tax.label, context).toContain(order.place.stateCode);
        else {
          expect(found.tax.label, context).toContain(order.place.countryName);
          if (order.place.taxName) expect(found.tax.label, context).toContain(order.place.taxName);
        }
      }),
    );
  });

  /** Every table of the report as CSV, each cell as the JSON report shows it. */
  async function expectCsvMatchesReport(report: SalesReport) {
    const tables: Record<SalesTable, (string | number | null)[][]> = {
      revenue: report.revenue.map((r) => [r.period, r.orders, r.subtotal, r.discount, r.net, r.tax, r.total]),
      categories: report.byCategory.map((r) => [r.category, r.quantity, r.revenue]),
      kinds: report.byKind.map((r) => [r.productKind, r.quantity, r.revenue]),
      works: report.bestSellers.map((r) => [r.artworkId, r.title, r.quantity, r.revenue]),
      tax: report.taxByState.map((r) => [r.stateCode, r.orders, r.taxableSubtotal, r.tax, r.countryCode, r.taxName]),
      'promo-codes': report.byPromoCode.map((r) => [r.promoCode, r.orders, r.discount, r.net]),
    };
    for (const [table, rows] of Object.entries(tables)) {
      const csv = await asCurator('GET', `/api/sales/export?${period()}&table=${table}`);
      expect(csv.statusCode, csv.body).toBe(200);
      const [, ...body] = parseCsv(csv.body);
      expect(body, `CSV ${table}`).toEqual(rows.map((row) => row.map((cell) => (cell === null ? DASH : String(cell)))));
    }
  }

  /** The report's own sums: each row adds up, the periods and line tables sum to the totals. */
  function expectReportAddsUp(report: SalesReport) {
    const addsUp = (
      context: string,
      r: { subtotal: string; discount: string; net: string; tax: string; total: string },
    ) => {
      expect(cents(r.net), `${context}: net = subtotal − discount`).toBe(cents(r.subtotal) - cents(r.discount));
      expect(cents(r.net) + cents(r.tax), `${context}: net + tax = total`).toBe(cents(r.total));
    };
    addsUp('report totals', report.totals);
    for (const row of report.revenue) addsUp(`report period ${row.period}`, row);
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    for (const key of ['subtotal', 'discount', 'net', 'tax', 'total'] as const) {
      expect(
        sum(report.revenue, (r) => cents(r[key])),
        `periods' ${key}`,
      ).toBe(cents(report.totals[key]));
    }
    expect(sum(report.revenue, (r) => r.orders)).toBe(report.totals.orders);
    expect(
      sum(report.byCategory, (r) => cents(r.revenue)),
      'categories sum to net',
    ).toBe(cents(report.totals.net));
    expect(
      sum(report.byKind, (r) => cents(r.revenue)),
      'kinds sum to net',
    ).toBe(cents(report.totals.net));
    expect(
      sum(report.taxByState, (r) => cents(r.tax)),
      'tax rows sum to tax',
    ).toBe(cents(report.totals.tax));
    expect(
      sum(report.taxByState, (r) => cents(r.taxableSubtotal)),
      'taxable rows sum to net',
    ).toBe(cents(report.totals.net));
    expect(sum(report.taxByState, (r) => r.orders)).toBe(report.totals.orders);
  }

  /** What the report should say about these orders, each counted with what it kept. */
  function expectReportOf(report: SalesReport, kept: { order: Placed; figures: Expected }[]) {
    const sum = (pick: (f: Expected) => number) => kept.reduce((total, { figures }) => total + pick(figures), 0);
    expect(report.totals).toEqual({
      orders: kept.length,
      subtotal: money(sum((f) => f.subtotal)),
      discount: money(sum((f) => f.discount)),
      net: money(sum((f) => f.subtotal - f.discount)),
      tax: money(sum((f) => f.tax)),
      total: money(sum((f) => f.total)),
    });
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
    for (const { order, figures } of kept) {
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
    for (const { order, figures } of kept) {
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

  const salesReport = async () => ok<SalesReport>(await asCurator('GET', `/api/sales?${period()}`));

  it('counts every order in the sales report and its CSV tables with the same figures', async () => {
    expect(placed).toHaveLength(MATRIX.length);
    const report = await salesReport();
    expect(report.revenue.map((row) => row.period)).toContain(today);
    expectReportAddsUp(report);
    expectReportOf(
      report,
      placed.map((order) => ({ order, figures: order.expected })),
    );
    await expectCsvMatchesReport(report);
  });

  it('refunds one order line by line: the refund e-mails and the report after each refund add up', async () => {
    const order = placed.find((entry) => entry.row.refund);
    if (!order) throw new Error('the matrix has no order to refund');
    const rate = order.place.rate;
    const detail = ok<AdminOrderDetail>(await asCurator('GET', `/api/orders/${order.orderId}/admin`));
    const line = detail.lines.find((entry) => entry.productKind === 'artwork');
    if (!line) throw new Error('the refunded order has no artwork line');

    // One line: its list price less its share of the discount, plus the tax on what is left.
    const lineCents = cents(line.lineTotal);
    const share = Math.round((lineCents * order.expected.discount) / order.expected.subtotal);
    const lineTax = taxOf(lineCents - share, rate);
    const firstAmount = lineCents - share + lineTax;
    expect(cents(line.refundAmount), 'the dashboard offers').toBe(firstAmount);
    const first = ok<RefundResult>(
      await asCurator('POST', `/api/orders/${order.orderId}/refunds`, { lineId: line.id, reason: 'Totals check' }),
    );
    expect(cents(first.refund.amount)).toBe(firstAmount);

    const refundMail = async (count: number) => (await mailsTo(order.email, /refunded/i, count)).at(-1)?.text ?? '';
    const expectRefundMail = (text: string, amount: number, refundedSoFar: number) => {
      const refunded = /refunded\s+(?:US)?\$(\d+\.\d{2})/i.exec(text);
      expect(refunded && cents(refunded[1] ?? ''), text).toBe(amount);
      const soFar = /refunded so far:?\s*\$(\d+\.\d{2})\s+of\s+\$(\d+\.\d{2})/i.exec(text);
      expect(soFar && [cents(soFar[1] ?? ''), cents(soFar[2] ?? '')], text).toEqual([
        refundedSoFar,
        order.expected.total,
      ]);
    };
    expectRefundMail(await refundMail(1), firstAmount, firstAmount);

    const afterFirst = ok<AdminOrderDetail>(await asCurator('GET', `/api/orders/${order.orderId}/admin`));
    expect([cents(afterFirst.refunded), cents(afterFirst.refundable)]).toEqual([
      firstAmount,
      order.expected.total - firstAmount,
    ]);
    expect(afterFirst.status).toBe('partially_refunded');

    // The report counts what the order kept, and still adds up.
    const kept: Expected = {
      subtotal: order.expected.subtotal - lineCents,
      discount: order.expected.discount - share,
      tax: order.expected.tax - lineTax,
      total: order.expected.total - firstAmount,
    };
    expect(kept.subtotal - kept.discount + kept.tax, 'what is kept adds up').toBe(kept.total);
    const others = placed
      .filter((entry) => entry !== order)
      .map((entry) => ({ order: entry, figures: entry.expected }));
    const partial = await salesReport();
    expectReportAddsUp(partial);
    expectReportOf(partial, [...others, { order, figures: kept }]);
    await expectCsvMatchesReport(partial);

    // The rest: exactly what is left of the total, and the order leaves the report.
    const rest = ok<RefundResult>(
      await asCurator('POST', `/api/orders/${order.orderId}/refunds`, { all: true, reason: 'Totals check' }),
    );
    expect(cents(rest.refund.amount)).toBe(kept.total);
    expect(rest.status).toBe('refunded');
    expectRefundMail(await refundMail(2), kept.total, order.expected.total);
    const whole = await salesReport();
    expectReportAddsUp(whole);
    expectReportOf(whole, others);
    await expectCsvMatchesReport(whole);
  });
});

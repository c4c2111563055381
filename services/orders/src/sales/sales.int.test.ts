import { INTERNAL_HEADERS, type OrderStatus, type ProductKind, type SalesReport } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, type TestDatabase, uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';

const TOKEN = 'sales-test-internal-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

interface Line {
  id: string;
  title: string;
  kind: ProductKind | null;
  category: string | null;
  quantity: number;
  cents: number;
}

describe('the sales report, summed in SQL from stored orders', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let app: AppInstance;
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase('orders_sales');
    deps = createDeps(
      ordersEnvSchema.parse({
        QUEUE_PREFIX: uniqueQueuePrefix('orders'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INTERNAL_TOKEN: TOKEN,
        DATABASE_URL: database.url,
        S3_ENDPOINT: 'http://127.0.0.1:1',
        PAYMENTS_URL: 'http://127.0.0.1:1',
        CATALOG_URL: 'http://127.0.0.1:1',
        DOWNLOAD_TOKEN_SECRET: 'sales-test-download-secret-0123456789',
      }),
    );
    await prepare(deps);
    app = await buildApp(deps);

    // Tuesday 2026-03-03 (week of Monday 03-02), and Monday 2026-03-09.
    await order('2026-03-03T10:00:00Z', 'CA', [
      { id: 'fox', title: 'Neon Fox', kind: 'artwork', category: 'Sci-Fi', quantity: 1, cents: 1999 },
      {
        id: 'package-abstract-3-pack',
        title: 'Abstract 3-Pack',
        kind: 'pack',
        category: null,
        quantity: 1,
        cents: 3499,
      },
    ]);
    await order('2026-03-03T23:59:59Z', 'NY', [
      { id: 'fox', title: 'Neon Fox', kind: 'artwork', category: 'Sci-Fi', quantity: 1, cents: 1999 },
    ]);
    await order('2026-03-09T00:00:00Z', 'CA', [
      { id: 'owl', title: 'Night Owl', kind: 'artwork', category: 'Abstract', quantity: 1, cents: 1499 },
      { id: 'package-custom-logo', title: 'Custom Logo', kind: 'logo', category: null, quantity: 1, cents: 9900 },
    ]);
    // An order stored before the state and kinds were kept.
    await order('2026-03-10T12:00:00Z', null, [
      { id: 'old', title: 'Old Work', kind: null, category: null, quantity: 1, cents: 1000 },
    ]);
    // Outside the period; and a refunded order inside it: a sale, and its refund beside it.
    await order('2026-04-01T00:00:00Z', 'CA', [
      { id: 'fox', title: 'Neon Fox', kind: 'artwork', category: 'Sci-Fi', quantity: 1, cents: 1999 },
    ]);
    await order(
      '2026-03-05T00:00:00Z',
      'CA',
      [{ id: 'fox', title: 'Neon Fox', kind: 'artwork', category: 'Sci-Fi', quantity: 1, cents: 1999 }],
      'refunded',
    );
  });
  afterAll(async () => {
    await app?.close();
    await deps?.close();
    await database?.drop();
  });

  const RATES: Record<string, number> = { CA: 0.0725, NY: 0.08 };

  async function order(createdAt: string, stateCode: string | null, lines: Line[], status: OrderStatus = 'completed') {
    counter += 1;
    const subtotal = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
    const tax = stateCode ? Math.round(subtotal * (RATES[stateCode] ?? 0)) : 0;
    const row = await deps.db
      .insertInto('orders')
      .values({
        paypal_order_id: `SALES${counter}`,
        customer_email: 'buyer@example.com',
        customer_name: 'Buyer',
        subtotal_cents: subtotal,
        tax_cents: tax,
        total_cents: subtotal + tax,
        status,
        state_code: stateCode,
        created_at: new Date(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('order_lines')
      .values(
        lines.map((line, position) => ({
          order_id: row.id,
          position,
          kind: line.kind === 'artwork' || line.kind === null ? ('artwork' as const) : ('package' as const),
          product_kind: line.kind,
          category: line.category,
          artwork_id: line.id,
          title: line.title,
          quantity: line.quantity,
          unit_price_cents: line.cents,
        })),
      )
      .execute();
  }

  const report = async (query: string): Promise<SalesReport> => {
    const response = await app.inject({ method: 'GET', url: `/api/sales?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalesReport>();
  };

  it('sums revenue per day, week and month, and in total', async () => {
    const byDay = await report('from=2026-03-01&to=2026-03-31');
    // Sold: 54.98 + 19.99 + 113.99 + 10.00, and the 19.99 (21.44 with tax) refunded whole.
    expect(byDay.totals).toEqual({
      orders: 5,
      subtotal: '218.95',
      discount: '0.00',
      net: '218.95',
      tax: '15.30',
      total: '234.25',
      refunds: 1,
      refunded: '21.44',
      refundedNet: '19.99',
      netAfterRefunds: '198.96',
      totalAfterRefunds: '212.81',
    });
    expect(
      byDay.revenue.map((row) => [row.period, row.orders, row.subtotal, row.refunds, row.netAfterRefunds]),
    ).toEqual([
      ['2026-03-03', 2, '74.97', 0, '74.97'],
      ['2026-03-05', 1, '19.99', 1, '0.00'],
      ['2026-03-09', 1, '113.99', 0, '113.99'],
      ['2026-03-10', 1, '10.00', 0, '10.00'],
    ]);
    const byWeek = await report('from=2026-03-01&to=2026-03-31&groupBy=week');
    expect(byWeek.revenue.map((row) => [row.period, row.orders, row.refunds])).toEqual([
      ['2026-03-02', 3, 1],
      ['2026-03-09', 2, 0],
    ]);
    const byMonth = await report('from=2026-03-01&to=2026-04-30&groupBy=month');
    expect(byMonth.revenue.map((row) => [row.period, row.orders, row.total, row.totalAfterRefunds])).toEqual([
      ['2026-03-01', 5, '234.25', '212.81'],
      ['2026-04-01', 1, '21.44', '21.44'],
    ]);
    const oneDay = await report('from=2026-03-03&to=2026-03-03');
    expect(oneDay.totals.orders).toBe(2);
  });

  it("counts days, weeks and months in the zone asked (the shop's), and says which", async () => {
    // Los Angeles: 2026-03-09T00:00Z is Sunday 03-08 17:00 (daylight time began that morning),
    // 2026-04-01T00:00Z is still March 31.
    const zone = 'timeZone=America/Los_Angeles';
    const byDay = await report(`from=2026-03-01&to=2026-03-31&${zone}`);
    expect(byDay.timeZone).toBe('America/Los_Angeles');
    expect(byDay.revenue.map((row) => [row.period, row.orders, row.refunds])).toEqual([
      ['2026-03-03', 2, 0],
      ['2026-03-04', 1, 1],
      ['2026-03-08', 1, 0],
      ['2026-03-10', 1, 0],
      ['2026-03-31', 1, 0],
    ]);
    const byWeek = await report(`from=2026-03-01&to=2026-03-31&groupBy=week&${zone}`);
    expect(byWeek.revenue.map((row) => [row.period, row.orders])).toEqual([
      ['2026-03-02', 4],
      ['2026-03-09', 1],
      ['2026-03-30', 1],
    ]);
    const lastWeeks = await report(`from=2026-03-09&to=2026-03-31&${zone}`);
    expect(lastWeeks.totals.orders).toBe(2);
    // Without a zone, UTC, as before zones were told.
    expect((await report('from=2026-03-01&to=2026-03-31')).timeZone).toBe('UTC');
    for (const bad of ['%2B01:00', 'Mars/Olympus']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/sales?from=2026-03-01&to=2026-03-31&timeZone=${bad}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('splits by category and product kind, ranks the best-selling works', async () => {
    const march = await report('from=2026-03-01&to=2026-03-31');
    expect(march.byKind).toEqual([
      { productKind: 'logo', quantity: 1, revenue: '99.00' },
      { productKind: 'artwork', quantity: 3, revenue: '54.97' },
      { productKind: 'pack', quantity: 1, revenue: '34.99' },
      { productKind: null, quantity: 1, revenue: '10.00' },
    ]);
    expect(march.byCategory).toEqual([
      { category: null, quantity: 3, revenue: '143.99' },
      { category: 'Sci-Fi', quantity: 2, revenue: '39.98' },
      { category: 'Abstract', quantity: 1, revenue: '14.99' },
    ]);
    expect(march.bestSellers.map((row) => [row.title, row.quantity, row.revenue])).toEqual([
      ['Neon Fox', 2, '39.98'],
      ['Night Owl', 1, '14.99'],
      // A line stored before kinds were kept is an artwork line all the same.
      ['Old Work', 1, '10.00'],
    ]);
  });

  it('reports the tax collected per state, equal to the sum of the orders\u2019 taxes', async () => {
    const march = await report('from=2026-03-01&to=2026-03-31');
    expect(march.taxByState).toEqual([
      // 54.98 × 7.25 % = 3.99, 113.99 × 7.25 % = 8.26
      { stateCode: 'CA', countryCode: 'US', taxName: 'Sales Tax', orders: 2, taxableSubtotal: '168.97', tax: '12.25' },
      { stateCode: 'NY', countryCode: 'US', taxName: 'Sales Tax', orders: 1, taxableSubtotal: '19.99', tax: '1.60' },
      { stateCode: null, countryCode: 'US', taxName: 'Sales Tax', orders: 1, taxableSubtotal: '10.00', tax: '0.00' },
    ]);
    const taxCents = march.taxByState.reduce((sum, row) => sum + Math.round(Number(row.tax) * 100), 0);
    // The tax table counts the tax the orders kept: what was charged, less the refunded order's.
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(taxCents).toBe(cents(march.totals.totalAfterRefunds) - cents(march.totals.netAfterRefunds));
  });

  it('reports the tax of buyers outside the US per country and tax name, the US first', async () => {
    const foreign = async (paypalOrderId: string, countryCode: string, taxName: string, cents: number, tax: number) => {
      const row = await deps.db
        .insertInto('orders')
        .values({
          paypal_order_id: paypalOrderId,
          customer_email: 'buyer@example.com',
          customer_name: 'Buyer',
          subtotal_cents: cents,
          tax_cents: tax,
          total_cents: cents + tax,
          status: 'completed',
          state_code: null,
          country_code: countryCode,
          tax_name: taxName,
          created_at: new Date('2026-05-04T10:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    await foreign('SALES-DE', 'DE', 'VAT', 2999, 570);
    await foreign('SALES-CA', 'CA', 'GST', 1999, 100);
    await order('2026-05-05T10:00:00Z', 'NY', [
      { id: 'fox', title: 'Neon Fox', kind: 'artwork', category: 'Sci-Fi', quantity: 1, cents: 1999 },
    ]);

    const may = await report('from=2026-05-01&to=2026-05-31');
    expect(may.taxByState).toEqual([
      { stateCode: 'NY', countryCode: 'US', taxName: 'Sales Tax', orders: 1, taxableSubtotal: '19.99', tax: '1.60' },
      { stateCode: null, countryCode: 'CA', taxName: 'GST', orders: 1, taxableSubtotal: '19.99', tax: '1.00' },
      { stateCode: null, countryCode: 'DE', taxName: 'VAT', orders: 1, taxableSubtotal: '29.99', tax: '5.70' },
    ]);
    expect(may.totals.tax).toBe('8.30');
    const csv = await app.inject({
      method: 'GET',
      url: '/api/sales/export?from=2026-05-01&to=2026-05-31&table=tax',
      headers: admin,
    });
    // Canada's "CA" is a country_code, never under California's "CA" in us_state; no state: an empty cell.
    expect(csv.body).toBe(
      'country_code,us_state,tax_name,orders,taxable_subtotal,tax\r\n' +
        'US,NY,Sales Tax,1,19.99,1.60\r\nCA,,GST,1,19.99,1.00\r\nDE,,VAT,1,29.99,5.70\r\n',
    );
  });

  it('exports each table as CSV', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/sales/export?from=2026-03-01&to=2026-03-31&table=tax',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-tax-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.body).toBe(
      // A US order stored before states were kept has an empty us_state, not a "—".
      'country_code,us_state,tax_name,orders,taxable_subtotal,tax\r\n' +
        'US,CA,Sales Tax,2,168.97,12.25\r\nUS,NY,Sales Tax,1,19.99,1.60\r\nUS,,Sales Tax,1,10.00,0.00\r\n',
    );
    for (const table of ['revenue', 'categories', 'kinds', 'works']) {
      const csv = await app.inject({
        method: 'GET',
        url: `/api/sales/export?from=2026-03-01&to=2026-03-31&table=${table}&groupBy=week`,
        headers: admin,
      });
      expect(csv.statusCode, table).toBe(200);
      expect(csv.body.split('\r\n').length, table).toBeGreaterThan(2);
    }
  });

  it('answers an empty period with zeros, only the curator, and 400 for a bad period', async () => {
    const empty = await report('from=2020-01-01&to=2020-01-31');
    expect(empty).toMatchObject({
      totals: {
        orders: 0,
        subtotal: '0.00',
        discount: '0.00',
        net: '0.00',
        tax: '0.00',
        total: '0.00',
        refunds: 0,
        refunded: '0.00',
        netAfterRefunds: '0.00',
      },
      revenue: [],
      byCategory: [],
      byKind: [],
      bestSellers: [],
      taxByState: [],
      byPromoCode: [],
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/sales?from=2026-03-01&to=2026-03-31', headers })).statusCode,
    ).toBe(401);
    for (const query of [
      '',
      'from=2026-03-01',
      'from=2026-03-31&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-03-01&to=2026-03-31&groupBy=year',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/sales?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
    }
    const badTable = await app.inject({
      method: 'GET',
      url: '/api/sales/export?from=2026-03-01&to=2026-03-31&table=secrets',
      headers: admin,
    });
    expect(badTable.statusCode).toBe(400);
  });
});

import { INTERNAL_HEADERS, type SalesReport } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, type TestDatabase, uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';

const TOKEN = 'sales-discount-test-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

interface Line {
  id: string;
  category: string;
  cents: number;
}

describe('the sales report counts revenue net of promo discounts', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let app: AppInstance;
  let counter = 0;

  async function order(
    createdAt: string,
    lines: Line[],
    promo: { code: string; discountCents: number } | null,
  ): Promise<string> {
    counter += 1;
    const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
    const discount = promo?.discountCents ?? 0;
    const tax = Math.round((subtotal - discount) * 0.08);
    const row = await deps.db
      .insertInto('orders')
      .values({
        paypal_order_id: `PROMO${counter}`,
        customer_email: 'buyer@example.com',
        customer_name: 'Buyer',
        subtotal_cents: subtotal,
        discount_cents: discount,
        promo_code: promo?.code ?? null,
        tax_cents: tax,
        total_cents: subtotal - discount + tax,
        state_code: 'NY',
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
          kind: 'artwork' as const,
          product_kind: 'artwork' as const,
          category: line.category,
          artwork_id: line.id,
          title: line.id,
          quantity: 1,
          unit_price_cents: line.cents,
        })),
      )
      .execute();
    return row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase('orders_sales_promo');
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
        DOWNLOAD_TOKEN_SECRET: 'sales-promo-test-download-secret-0123',
      }),
    );
    await prepare(deps);
    app = await buildApp(deps);

    // LAUNCH30 on $19.99 + $10.00 = $29.99: 30% = 9.00 (899.7 → 900), net 20.99, tax 1.68.
    await order(
      '2026-05-04T10:00:00Z',
      [
        { id: 'fox', category: 'Sci-Fi', cents: 1999 },
        { id: 'owl', category: 'Abstract', cents: 1000 },
      ],
      { code: 'LAUNCH30', discountCents: 900 },
    );
    // A fixed $5 code on $19.99, and an order without a code.
    await order('2026-05-05T10:00:00Z', [{ id: 'fox', category: 'Sci-Fi', cents: 1999 }], {
      code: 'FIVEOFF',
      discountCents: 500,
    });
    await order('2026-05-05T11:00:00Z', [{ id: 'owl', category: 'Abstract', cents: 1000 }], null);
  });
  afterAll(async () => {
    await app?.close();
    await deps?.close();
    await database?.drop();
  });

  const report = async (from = '2026-05-01', to = '2026-05-31'): Promise<SalesReport> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/sales?from=${from}&to=${to}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalesReport>();
  };

  it('reports list-price subtotal, discounts and net revenue in total and per period', async () => {
    const sales = await report();
    // 29.99 + 19.99 + 10.00 = 59.98; discounts 9.00 + 5.00; tax 1.68 + 1.20 + 0.80.
    expect(sales.totals).toEqual({
      orders: 3,
      subtotal: '59.98',
      discount: '14.00',
      net: '45.98',
      tax: '3.68',
      total: '49.66',
      refunds: 0,
      refunded: '0.00',
      refundedNet: '0.00',
      netAfterRefunds: '45.98',
      totalAfterRefunds: '49.66',
    });
    expect(sales.revenue.map((row) => [row.period, row.subtotal, row.discount, row.net])).toEqual([
      ['2026-05-04', '29.99', '9.00', '20.99'],
      ['2026-05-05', '29.99', '5.00', '24.99'],
    ]);
    // Tax was charged on the discounted subtotal.
    expect(sales.taxByState).toEqual([
      { stateCode: 'NY', countryCode: 'US', taxName: 'Sales Tax', orders: 3, taxableSubtotal: '45.98', tax: '3.68' },
    ]);
  });

  it('shares an order discount among its lines in proportion to their prices', async () => {
    const sales = await report();
    // fox in order 1: 1999 × 2099/2999 = 1399.07; fox in order 2: 1499 → Sci-Fi 2898.07 → 28.98.
    // owl in order 1: 1000 × 2099/2999 = 699.90; owl in order 3: 1000 → Abstract 1699.90 → 17.00.
    expect(sales.byCategory).toEqual([
      { category: 'Sci-Fi', quantity: 2, revenue: '28.98' },
      { category: 'Abstract', quantity: 2, revenue: '17.00' },
    ]);
    expect(sales.bestSellers.map((row) => [row.artworkId, row.revenue])).toEqual([
      ['fox', '28.98'],
      ['owl', '17.00'],
    ]);
  });

  it('reports the discounts by code, in the view and as CSV', async () => {
    const sales = await report();
    expect(sales.byPromoCode).toEqual([
      { promoCode: 'LAUNCH30', orders: 1, discount: '9.00', net: '20.99' },
      { promoCode: 'FIVEOFF', orders: 1, discount: '5.00', net: '14.99' },
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/sales/export?from=2026-05-01&to=2026-05-31&table=promo-codes',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('promo_code,orders,discount,net\r\nLAUNCH30,1,9.00,20.99\r\nFIVEOFF,1,5.00,14.99\r\n');
    const revenue = await app.inject({
      method: 'GET',
      url: '/api/sales/export?from=2026-05-01&to=2026-05-31&table=revenue',
      headers: admin,
    });
    expect(revenue.body).toBe(
      'period,orders,subtotal,discount,net,tax,total,refunds,refunded,refunded_net,net_after_refunds,total_after_refunds\r\n' +
        '2026-05-04,1,29.99,9.00,20.99,1.68,22.67,0,0.00,0.00,20.99,22.67\r\n' +
        '2026-05-05,2,29.99,5.00,24.99,2.00,26.99,0,0.00,0.00,24.99,26.99\r\n',
    );
  });

  // Totals add up: the line tables (category, kind, work) sum to the report's net to
  // the cent. Each row used to be rounded on its own, and a partially refunded order's kept lines
  // still carried the refunded line's share of the discount.
  describe('line tables that add up to the net', () => {
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const sumOf = (rows: { revenue: string }[]) => rows.reduce((sum, row) => sum + cents(row.revenue), 0);

    it('shares a discount among lines in whole cents, the cent left over to the first line on a tie', async () => {
      // A 1¢ code on 10.00 + 10.00: 19.99 net, 9.995 each; rounding each row made 20.00.
      await order(
        '2026-06-01T10:00:00Z',
        [
          { id: 'even-a', category: 'Sci-Fi', cents: 1000 },
          { id: 'even-b', category: 'Abstract', cents: 1000 },
        ],
        { code: 'PENNY', discountCents: 1 },
      );
      const sales = await report('2026-06-01', '2026-06-01');
      expect(sales.totals.net).toBe('19.99');
      expect(sales.byCategory).toEqual([
        { category: 'Sci-Fi', quantity: 1, revenue: '10.00' },
        { category: 'Abstract', quantity: 1, revenue: '9.99' },
      ]);
      expect(sumOf(sales.byKind)).toBe(1999);
      expect(sumOf(sales.bestSellers)).toBe(1999);
    });

    it('gives a partially refunded order’s kept lines what the order kept, net of the refunded share', async () => {
      // LAUNCH30 on 19.99 + 10.00 + 14.99 = 44.98: 13.49 off. Refunding the 14.99 line gives back its
      // share round(1499 × 1349 / 4498) = 4.50 and tax 0.84: the order keeps 29.99 − 8.99 = 21.00 net.
      const orderId = await order(
        '2026-06-02T10:00:00Z',
        [
          { id: 'kept-fox', category: 'Sci-Fi', cents: 1999 },
          { id: 'kept-owl', category: 'Abstract', cents: 1000 },
          { id: 'gone-elk', category: 'Landscape', cents: 1499 },
        ],
        { code: 'LAUNCH30', discountCents: 1349 },
      );
      await deps.db
        .updateTable('order_lines')
        .set({ refunded_at: new Date('2026-06-03T10:00:00Z') })
        .where('order_id', '=', orderId)
        .where('artwork_id', '=', 'gone-elk')
        .execute();
      await deps.db.updateTable('orders').set({ status: 'partially_refunded' }).where('id', '=', orderId).execute();
      await deps.db
        .insertInto('refunds')
        .values({
          order_id: orderId,
          provider_refund_id: 'REFUND-GONE-ELK',
          subtotal_cents: 1499,
          discount_cents: 450,
          tax_cents: 84,
          amount_cents: 1133,
          source: 'api',
          requested_by: 'curator',
        })
        .execute();
      const sales = await report('2026-06-02', '2026-06-02');
      // Sold at 44.98 less 13.49; one refund took back 14.99 less its 4.50 share: 21.00 kept.
      expect(sales.totals).toMatchObject({
        subtotal: '44.98',
        discount: '13.49',
        net: '31.49',
        refunds: 1,
        refundedNet: '10.49',
        refunded: '11.33',
        netAfterRefunds: '21.00',
      });
      // 1999 × 2100 / 2999 = 1399.77 and 700.23: 1399 + 700, the cent left over to the larger remainder.
      expect(sales.byCategory).toEqual([
        { category: 'Sci-Fi', quantity: 1, revenue: '14.00' },
        { category: 'Abstract', quantity: 1, revenue: '7.00' },
      ]);
      expect(sumOf(sales.byKind)).toBe(2100);
      expect(sumOf(sales.bestSellers)).toBe(2100);
    });
  });
});

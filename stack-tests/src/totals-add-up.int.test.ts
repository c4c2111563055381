import type {
  AdminOrderDetail,
  AdminOrderList,
  Order,
  PublicReceipt,
  RefundResult,
  SalesReport,
  SalesTable,
} from '@shop/contracts';
import { SHOP_LICENCE_LABEL } from '@shop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishWork } from './harness/purchase.js';
import { signedInStack } from './harness/signed-in-stack.js';
import {
  cartOf,
  cents,
  describeRow,
  expectedOf,
  expectFigures,
  expectPlace,
  expectReportAddsUp,
  expectReportOf,
  MATRIX,
  money,
  PACKS,
  parseCsv,
  PLACES,
  taxOf,
  totalsOfMail,
  where,
  type Expected,
  type Place,
  type Placed,
  type Sale,
} from './harness/totals.js';

// Totals add up in every place they appear (pages' answers, e-mails, the
// sales report and its CSV) for every promo code, pack, country and state. The pricing level has
// its own test (payments country-totals.test.ts); this one buys through the gateway as the web
// does (quote → PayPal order → capture in the simulator → POST /api/orders) and reads every place
// the figures appear: the checkout's answers, the success page's order, the buyer's receipt, the
// curator's order list and detail, the receipt e-mail (plain text, amounts found by label, not by
// layout), the sales report and each of its CSV tables; then one order is refunded line by line
// and the refund e-mails and the report are read again. The figures it expects are worked out in
// harness/totals.ts from SPEC's rules.

describe('totals add up in every place they appear', () => {
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
    // Under the 3-pack's price per pick ($34.99 / 3 = $11.66), up to which a pack the artist set
    // no rule for takes works, so every pack of the matrix can take them.
    for (const title of ['Totals Swirl A', 'Totals Swirl B', 'Totals Swirl C']) {
      pickable.push(
        (await publishWork(shop.stack, shop.adminCookie, { title, category: 'Abstract Art', price: '9.99' })).id,
      );
    }
    ok(await asCurator('POST', '/api/promo-codes', { code: 'FIVEOFF', kind: 'fixed', amountOff: '5.00' }), 201);
    // The artist switches the United Kingdom's shipped VAT off.
    ok(await asCurator('PUT', '/api/country-taxes/GB', { taxName: 'VAT', rate: '0.20', enabled: false }));
  });

  it('places every order of the matrix with the same figures in the checkout, order, receipt and dashboard', async () => {
    for (const [index, row] of MATRIX.entries()) {
      const context = describeRow(row);
      const place: Place = PLACES[row.place];
      const lines = cartOf(row.cart, index, artworks);
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
          // An EU buyer agrees to immediate delivery (ignored elsewhere).
          withdrawalConsent: true,
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

  /**
   * Every table of the report as CSV under its header, each cell as the JSON report shows it and
   * an empty cell for no value. The tax table's state is a US state only (expectReportOf checks
   * the report has none elsewhere), so Canada's "CA" never sits in a column with California's.
   */
  async function expectCsvMatchesReport(report: SalesReport) {
    const tables: Record<SalesTable, { header: string[]; rows: (string | number | null)[][] }> = {
      revenue: {
        header: [
          'period',
          'orders',
          'subtotal',
          'discount',
          'net',
          'tax',
          'total',
          'refunds',
          'refunded',
          'refunded_net',
          'net_after_refunds',
          'total_after_refunds',
        ],
        rows: report.revenue.map((r) => [
          r.period,
          r.orders,
          r.subtotal,
          r.discount,
          r.net,
          r.tax,
          r.total,
          r.refunds,
          r.refunded,
          r.refundedNet,
          r.netAfterRefunds,
          r.totalAfterRefunds,
        ]),
      },
      categories: {
        header: ['category', 'quantity', 'revenue'],
        rows: report.byCategory.map((r) => [r.category, r.quantity, r.revenue]),
      },
      kinds: {
        header: ['product_kind', 'quantity', 'revenue'],
        rows: report.byKind.map((r) => [r.productKind, r.quantity, r.revenue]),
      },
      works: {
        header: ['artwork_id', 'title', 'quantity', 'revenue'],
        rows: report.bestSellers.map((r) => [r.artworkId, r.title, r.quantity, r.revenue]),
      },
      tax: {
        header: ['country_code', 'us_state', 'tax_name', 'orders', 'taxable_subtotal', 'tax'],
        rows: report.taxByState.map((r) => [r.countryCode, r.stateCode, r.taxName, r.orders, r.taxableSubtotal, r.tax]),
      },
      'promo-codes': {
        header: ['promo_code', 'orders', 'discount', 'net'],
        rows: report.byPromoCode.map((r) => [r.promoCode, r.orders, r.discount, r.net]),
      },
      // No tier is defined here: every work sold under the shop's one licence, named.
      licences: {
        header: ['licence', 'quantity', 'revenue'],
        rows: report.byLicence.map((r) => [r.licence ?? SHOP_LICENCE_LABEL, r.quantity, r.revenue]),
      },
    };
    for (const [table, { header, rows }] of Object.entries(tables)) {
      const csv = await asCurator('GET', `/api/sales/export?${period()}&table=${table}`);
      expect(csv.statusCode, csv.body).toBe(200);
      const [head, ...body] = parseCsv(csv.body);
      expect(head, `CSV ${table} header`).toEqual(header);
      expect(body, `CSV ${table}`).toEqual(rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
    }
  }

  const salesReport = async () => ok<SalesReport>(await asCurator('GET', `/api/sales?${period()}`));

  it('counts every order in the sales report and its CSV tables with the same figures', async () => {
    expect(placed).toHaveLength(MATRIX.length);
    const report = await salesReport();
    expect(report.revenue.map((row) => row.period)).toContain(today);
    expectReportAddsUp(report);
    expectReportOf(
      report,
      placed.map((order) => ({ order, refunds: [] })),
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

    // The report still counts the sale as charged, the refund beside it, and in its tables what
    // the order kept; it still adds up.
    const firstRefund: Expected = { subtotal: lineCents, discount: share, tax: lineTax, total: firstAmount };
    const kept: Expected = {
      subtotal: order.expected.subtotal - lineCents,
      discount: order.expected.discount - share,
      tax: order.expected.tax - lineTax,
      total: order.expected.total - firstAmount,
    };
    expect(kept.subtotal - kept.discount + kept.tax, 'what is kept adds up').toBe(kept.total);
    const others: Sale[] = placed.filter((entry) => entry !== order).map((entry) => ({ order: entry, refunds: [] }));
    const partial = await salesReport();
    expectReportAddsUp(partial);
    expectReportOf(partial, [...others, { order, refunds: [firstRefund] }]);
    await expectCsvMatchesReport(partial);

    // The rest: exactly what is left of the total. The sale stays in the totals with both refunds
    // beside it, and leaves the tables, which count what was kept.
    const rest = ok<RefundResult>(
      await asCurator('POST', `/api/orders/${order.orderId}/refunds`, { all: true, reason: 'Totals check' }),
    );
    expect(cents(rest.refund.amount)).toBe(kept.total);
    expect(rest.status).toBe('refunded');
    expectRefundMail(await refundMail(2), kept.total, order.expected.total);
    const whole = await salesReport();
    expectReportAddsUp(whole);
    expectReportOf(whole, [...others, { order, refunds: [firstRefund, kept] }]);
    expect(cents(whole.totals.refunded), 'the whole order was refunded').toBe(order.expected.total);
    await expectCsvMatchesReport(whole);
  });
});

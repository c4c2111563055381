import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS, publicReceiptPath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createLibraryRepository } from '../library/library.repository.js';
import { payForOrder, storeWork } from '../testing/buy-through-payments.js';
import { useOrdersWithPayments } from '../testing/orders-with-payments.js';

const TOKEN = 'orders-licence-snapshot-internal-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

const personal = { id: randomUUID(), name: 'Personal', text: 'Prints for your home.', priceDifferenceCents: 0 };
const commercial = {
  id: randomUUID(),
  name: 'Commercial',
  text: 'Use in products you sell.\nNo resale of the file.',
  priceDifferenceCents: 2500,
};

describe('an order keeps the licence tier it sold, as it was at the time of sale', () => {
  const stack = useOrdersWithPayments('orders_licences', TOKEN);

  it('on its line, its receipts, the dashboard order and the sales report (and its CSV)', async () => {
    stack.catalog.setLicences([personal, commercial]);
    const { artwork: fox } = await storeWork(stack, { title: 'Neon Fox', priceCents: 1499 });
    const { artwork: owl } = await storeWork(stack, { title: 'Night Owl', priceCents: 1000 });
    const orderId = await payForOrder(stack, headers, [
      { artworkId: fox.id, quantity: 1, licenceId: commercial.id },
      { artworkId: owl.id, quantity: 1 },
    ]);
    // The artist rewrites the tier afterwards: the order keeps what it sold.
    stack.catalog.setLicences([personal, { ...commercial, name: 'Business', text: 'Rewritten.' }]);

    const lines = await stack.deps.db
      .selectFrom('order_lines')
      .select(['artwork_id', 'unit_price_cents', 'licence_id', 'licence_name', 'licence_text'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
    expect(lines).toEqual([
      {
        artwork_id: fox.id,
        unit_price_cents: 3999,
        licence_id: commercial.id,
        licence_name: 'Commercial',
        licence_text: commercial.text,
      },
      {
        artwork_id: owl.id,
        unit_price_cents: 1000,
        licence_id: personal.id,
        licence_name: 'Personal',
        licence_text: personal.text,
      },
    ]);

    const soldCommercial = { name: 'Commercial', text: commercial.text };
    const dashboard = await stack.orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().lines.map((line: { licence?: unknown }) => line.licence)).toEqual([
      soldCommercial,
      { name: 'Personal', text: personal.text },
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const report = await stack.orders.inject({
      method: 'GET',
      url: `/api/sales?from=${today}&to=${today}`,
      headers: admin,
    });
    expect(report.json().byLicence).toEqual([
      { licence: 'Commercial', quantity: 1, revenue: '39.99' },
      { licence: 'Personal', quantity: 1, revenue: '10.00' },
    ]);
    const csv = await stack.orders.inject({
      method: 'GET',
      url: `/api/sales/export?from=${today}&to=${today}&table=licences`,
      headers: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toBe('licence,quantity,revenue\r\nCommercial,1,39.99\r\nPersonal,1,10.00\r\n');
    const mail = await stack.orders.inject({ method: 'GET', url: `/internal/orders/${orderId}/receipt`, headers });
    expect(mail.statusCode, mail.body).toBe(200);
    expect(mail.json().lines).toMatchObject([
      { title: 'Neon Fox', unitPrice: '39.99', licence: soldCommercial },
      { title: 'Night Owl', unitPrice: '10.00', licence: { name: 'Personal' } },
    ]);
    const printable = await stack.orders.inject({ method: 'GET', url: publicReceiptPath(orderId), headers });
    expect(printable.json().lines[0].licence).toEqual(soldCommercial);
    // The success page and the buyer's library name each download's licence too.
    const order = await stack.orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    expect(order.statusCode, order.body).toBe(200);
    expect(
      order.json().downloadItems.map((item: { title: string; licence?: unknown }) => [item.title, item.licence]),
    ).toEqual([
      ['Neon Fox', soldCommercial],
      ['Night Owl', { name: 'Personal', text: personal.text }],
    ]);
    const library = await createLibraryRepository(stack.deps.db).grantsOf([orderId]);
    expect(library.map((grant) => [grant.title, grant.licence_name, grant.licence_text])).toEqual([
      ['Neon Fox', 'Commercial', commercial.text],
      ['Night Owl', 'Personal', personal.text],
    ]);
  });

  it('names no licence on an order of a shop without tiers (the shop licence), as before', async () => {
    stack.catalog.setLicences([]);
    const { artwork } = await storeWork(stack, { title: 'Plain', priceCents: 1499 });
    const orderId = await payForOrder(stack, headers, [{ artworkId: artwork.id, quantity: 1 }]);
    const mail = await stack.orders.inject({ method: 'GET', url: `/internal/orders/${orderId}/receipt`, headers });
    expect(mail.json().lines).toEqual([
      { artworkId: artwork.id, title: 'Plain', quantity: 1, unitPrice: '14.99', lineTotal: '14.99' },
    ]);
    const order = await stack.orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    expect(order.json().downloadItems).toEqual([{ artworkId: artwork.id, title: 'Plain', files: [] }]);
    const line = await stack.deps.db
      .selectFrom('order_lines')
      .select(['licence_id', 'licence_name', 'licence_text'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ licence_id: null, licence_name: null, licence_text: null });
  });
});

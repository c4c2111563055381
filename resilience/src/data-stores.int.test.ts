import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS } from '@shop/contracts';
import { waitFor } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkStates, upload, uploadedId, waitAllOcrDone } from './harness/artworks.js';
import { call, errorCode, jsonBody, type Answer } from './harness/http.js';
import { noiseImage, textImage } from './harness/images.js';
import { startShop, type Shop } from './harness/shop.js';
import { buy, publish } from './harness/shopper.js';
import { storageMismatches, storedKeys } from './harness/stored-objects.js';

// ARCHITECTURE "HTTP contract": 503 when a dependency is down. PostgreSQL and then object storage
// are stopped under the running services and started again; the services must recover on their
// own and leave nothing half-written.

let shop: Shop;

beforeAll(async () => {
  shop = await startShop({ workers: 1 });
});

afterAll(async () => {
  await shop?.close();
});

function expectUnavailable(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.text}`).toBe(503);
  expect(errorCode(answer), what).toBe('dependency_unavailable');
}

describe('PostgreSQL stopped and started under the running shop', () => {
  it('answers 503 while it is away, recovers without a restart and leaves nothing half-written', async () => {
    const cookie = await shop.adminCookie();
    const forSale = await publish(shop, cookie, await textImage('BEFORE'), 'BEFORE');
    const paid = await buy(shop, [forSale]);
    expect(paid.order?.status, paid.order?.text).toBe(201);
    const orderId = (paid.order?.json as { id: string }).id;
    // Uploaded just before the stop: their OCR results arrive while PostgreSQL is away.
    const images = await Promise.all(['COBALT', 'FJORD'].map((word) => textImage(word)));
    await Promise.all(
      ['COBALT', 'FJORD'].map((word, index) => uploadedId(shop, cookie, images[index] ?? Buffer.alloc(0), word)),
    );

    // A checkout priced before the outage, finished during it.
    const priced = await call(`${shop.gatewayUrl}/paypal/order`, {
      method: 'POST',
      ...jsonBody({ items: [{ artworkId: forSale, quantity: 1 }], stateCode: 'NY' }),
    });
    expect(priced.status, priced.text).toBe(200);
    const pricedId = (priced.json as { id: string }).id;

    await shop.postgres.stop();
    try {
      expectUnavailable(await call(`${shop.gatewayUrl}/api/artworks`), 'GET /api/artworks');
      expectUnavailable(await call(`${shop.gatewayUrl}/api/galleries`), 'GET /api/galleries');
      expectUnavailable(await call(`${shop.gatewayUrl}/api/orders/${orderId}`), 'GET /api/orders/:id');
      expectUnavailable(
        await call(`${shop.gatewayUrl}/api/orders`, {
          method: 'POST',
          ...jsonBody({
            paypal_order_id: pricedId,
            customer_email: 'shopper@example.com',
            customer_name: 'Shopper',
            total_amount: '16.32',
            artwork_ids: [forSale],
            items: [{ artworkId: forSale, quantity: 1 }],
          }),
        }),
        'POST /api/orders',
      );
      expectUnavailable(
        await call(`${shop.gatewayUrl}/paypal/order`, {
          method: 'POST',
          ...jsonBody({ items: [{ artworkId: forSale, quantity: 1 }], stateCode: 'NY' }),
        }),
        'POST /paypal/order',
      );
      expectUnavailable(
        await call(`${shop.gatewayUrl}/paypal/order/${pricedId}/capture`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        }),
        'POST /paypal/order/:id/capture',
      );
      expectUnavailable(
        await call(`${shop.gatewayUrl}/api/artworks/${forSale}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ title: 'Renamed during the outage' }),
        }),
        'PATCH /api/artworks/:id',
      );
      expectUnavailable(await upload(shop, cookie, await textImage('OUTAGE'), 'OUTAGE'), 'POST /api/artworks/upload');
      for (const service of ['catalog', 'orders', 'payments'] as const) {
        expect((await call(`${shop.urls[service]}/readyz`)).status, `${service} readiness`).toBe(503);
      }
      // The gateway itself needs no database: sessions and the public config still answer.
      expect((await call(`${shop.gatewayUrl}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
      expect((await call(`${shop.gatewayUrl}/api/paypal/config`)).status).toBe(200);
    } finally {
      await shop.postgres.start();
    }

    // Same processes: their pools reconnect on their own.
    await waitFor(async () => (await call(`${shop.gatewayUrl}/api/artworks`)).status === 200, {
      timeoutMs: 30_000,
      intervalMs: 250,
      what: 'GET /api/artworks to answer again',
    });
    const internal = { [INTERNAL_HEADERS.token]: shop.internalToken };
    for (const service of ['catalog', 'orders', 'payments'] as const) {
      await waitFor(async () => (await call(`${shop.urls[service]}/readyz`, { headers: internal })).status === 200, {
        timeoutMs: 30_000,
        what: `${service} to be ready again`,
      });
    }
    const again = await buy(shop, [forSale], `after-${randomUUID()}@example.com`);
    expect(again.order?.status, again.order?.text).toBe(201);
    expect((await call(`${shop.gatewayUrl}/api/orders/${orderId}`)).status).toBe(200);
    expect((await upload(shop, cookie, await textImage('AFTER'), 'AFTER')).status).toBe(201);

    // OCR results that came while the database was away are applied once it is back.
    const states = await waitAllOcrDone(shop, 4, 120_000);
    expect(states.map((row) => [row.title, row.ocr_status])).toEqual([
      ['AFTER', 'processed'],
      ['BEFORE', 'processed'],
      ['COBALT', 'processed'],
      ['FJORD', 'processed'],
    ]);
    expect((await artworkStates(shop)).map((row) => row.title)).not.toContain('OUTAGE');
    expect(await storageMismatches(shop)).toEqual({ orphanObjects: [], missingObjects: [] });

    // Every order is whole: its lines and download grants were written with it or not at all.
    const { rows: orders } = await shop.db.query<{ id: string; lines: number; grants: number }>(
      `select o.id,
              (select count(*)::int from orders.order_lines l where l.order_id = o.id) as lines,
              (select count(*)::int from orders.download_grants g where g.order_id = o.id) as grants
         from orders.orders o`,
    );
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.lines, order.id).toBe(1);
      expect(order.grants, order.id).toBe(1);
    }
  });
});

describe('object storage unavailable', () => {
  it('refuses an upload with a clear 503, stores nothing, and takes uploads again once it is back', async () => {
    const cookie = await shop.adminCookie();
    const { rows: before } = await shop.db.query<{ count: number }>(
      'select count(*)::int as count from catalog.artworks',
    );
    const { rows: files } = await shop.db.query<{ filename: string }>(
      "select filename from catalog.artworks where status = 'approved' limit 1",
    );
    const approvedFile = files[0]?.filename;
    expect(approvedFile).toBeDefined();
    const image = await textImage('STORAGE');

    await shop.storage.stop();
    try {
      const refused = await upload(shop, cookie, image, 'STORAGE-OUTAGE');
      expectUnavailable(refused, 'upload while storage is away');
      expect((refused.json as { message: string }).message).toMatch(/unavailable/i);
      expectUnavailable(
        await call(`${shop.gatewayUrl}/api/files/${approvedFile ?? ''}?w=480`),
        'GET /api/files/:filename',
      );
      expect((await call(`${shop.urls.catalog}/readyz`)).status).toBe(503);
      // Browsing needs only the database.
      expect((await call(`${shop.gatewayUrl}/api/artworks`)).status).toBe(200);
    } finally {
      await shop.storage.start();
    }

    const { rows: during } = await shop.db.query<{ count: number }>(
      'select count(*)::int as count from catalog.artworks',
    );
    expect(during[0]?.count).toBe(before[0]?.count);
    await waitFor(async () => (await upload(shop, cookie, image, 'STORAGE-BACK')).status === 201, {
      timeoutMs: 30_000,
      intervalMs: 500,
      what: 'uploads to work again',
    });
    expect((await call(`${shop.gatewayUrl}/api/files/${approvedFile ?? ''}?w=480`)).status).toBe(200);
    const titles = (await artworkStates(shop)).map((row) => row.title);
    expect(titles).not.toContain('STORAGE-OUTAGE');
    expect(await storageMismatches(shop)).toEqual({ orphanObjects: [], missingObjects: [] });
  });

  it('answers 503 when storage fails part way through an upload, and keeps no part of it', async () => {
    const cookie = await shop.adminCookie();
    const { rows: before } = await shop.db.query<{ count: number }>(
      'select count(*)::int as count from catalog.artworks',
    );
    // Originals only: previews of earlier uploads may still be arriving from the OCR worker.
    const originals = async () => (await storedKeys(shop)).filter((key) => key.startsWith('originals/'));
    const keysBefore = await originals();
    const image = await noiseImage(700, 700); // about 1.4 MB: still streaming when the cut comes
    expect(image.length).toBeGreaterThan(1024 * 1024);

    const cutsBefore = shop.storage.faults.cuts();
    shop.storage.faults.cutAfterRequestBytes(256 * 1024);
    let refused: Answer;
    try {
      refused = await upload(shop, cookie, image, 'STORAGE-CUT');
    } finally {
      shop.storage.faults.cutAfterRequestBytes(undefined);
    }
    expect(shop.storage.faults.cuts(), 'the storage connection was cut mid-body').toBeGreaterThan(cutsBefore);
    expectUnavailable(refused, 'upload cut part way through');

    const { rows: after } = await shop.db.query<{ count: number }>(
      'select count(*)::int as count from catalog.artworks',
    );
    expect(after[0]?.count).toBe(before[0]?.count);
    // s3rver may finish writing the cut body after the catalog's first remove; its second one,
    // a moment later, takes that away too.
    await waitFor(async () => JSON.stringify(await originals()) === JSON.stringify(keysBefore), {
      timeoutMs: 10_000,
      intervalMs: 200,
      what: 'no part of the cut upload left in storage',
    });
    expect(await storageMismatches(shop)).toEqual({ orphanObjects: [], missingObjects: [] });

    // The same file goes through once the network behaves.
    const accepted = await upload(shop, cookie, image, 'STORAGE-CUT-RETRY');
    expect(accepted.status, accepted.text).toBe(201);
  });
});

import { randomBytes } from 'node:crypto';
import type { CommissionDetail, CommissionList, OrderCommissions, PublicCommission } from '@shop/contracts';
import { uniqueQueuePrefix } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';
import { randomPng } from './harness/uploads.js';
import { inBrowser } from './harness/purchase.js';

// Every product that is sold is delivered, custom logos, through the gateway on the
// real services: a logo bought in simulator mode becomes a commission, the buyer writes the brief,
// the curator uploads two files and delivers them, and the order's links download those bytes.

function filesForm(files: { filename: string; content: Buffer }[]) {
  const boundary = `----logo${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('a custom logo through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('commissions') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const asCurator = (method: 'GET' | 'POST' | 'DELETE', url: string): Promise<LightMyRequestResponse> =>
    stack.gateway.inject({ method, url, headers: { cookie: adminCookie }, remoteAddress: freshAddress() });
  const asShopper = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    inBrowser(stack, {
      method,
      url,
      ...(payload ? { payload } : { headers: { 'content-type': 'application/json' } }),
      remoteAddress: freshAddress(),
    });

  async function buyLogo(): Promise<string> {
    const items = [{ artworkId: 'package-custom-logo', quantity: 1 }];
    const created = await asShopper('POST', '/paypal/order', {
      items,
      stateCode: 'NY',
      currency: 'USD',
      intent: 'CAPTURE',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    expect((await asShopper('POST', `/paypal/order/${paypalOrderId}/capture`)).statusCode).toBe(200);
    const order = await asShopper('POST', '/api/orders', {
      paypal_order_id: paypalOrderId,
      customer_email: 'logo.buyer@example.com',
      customer_name: 'Lin Logo',
      total_amount: total,
      items,
    });
    expect(order.statusCode, order.body).toBe(201);
    const body = order.json<{ id: string; download_links: string[] }>();
    // Nothing to download until the curator delivers.
    expect(body.download_links).toEqual([]);
    return body.id;
  }

  it('turns a bought logo into a commission that the curator delivers as the order downloads', async () => {
    const orderId = await buyLogo();

    const listed = await asCurator('GET', '/api/commissions?status=awaiting_brief');
    expect(listed.statusCode, listed.body).toBe(200);
    const summary = listed.json<CommissionList>().commissions.find((c) => c.orderId === orderId);
    expect(summary).toMatchObject({
      orderNumber: orderId.slice(0, 8).toUpperCase(),
      productName: 'Custom Logo',
      status: 'awaiting_brief',
      customerName: 'Lin Logo',
      customerEmail: 'logo.buyer@example.com',
      brandName: null,
    });
    const commissionId = summary?.id ?? '';

    const seen = await asShopper('GET', `/api/orders/${orderId}/commissions`);
    expect(seen.json<OrderCommissions>().commissions.map((c) => c.id)).toEqual([commissionId]);
    const brief = { brandName: 'Lin Bakery', purpose: 'Shop front and labels', style: 'Warm, hand-drawn', notes: '' };
    const written = await asShopper('PUT', `/api/orders/${orderId}/commissions/${commissionId}/brief`, brief);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<PublicCommission>()).toMatchObject({ status: 'brief_received', brief });

    const awaiting = (await asCurator('GET', '/api/commissions')).json<CommissionList>();
    expect(awaiting.awaitingWork).toBeGreaterThanOrEqual(1);
    const detail = await asCurator('GET', `/api/commissions/${commissionId}`);
    expect(detail.json<CommissionDetail>()).toMatchObject({ brief, files: [], status: 'brief_received' });

    const png = randomPng(16, 16);
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><text>${randomBytes(8).toString('hex')}</text></svg>`,
    );
    const form = filesForm([
      { filename: 'lin-bakery.png', content: png },
      { filename: 'lin-bakery.svg', content: svg },
    ]);
    const uploaded = await stack.gateway.inject({
      method: 'POST',
      url: `/api/commissions/${commissionId}/files`,
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
      remoteAddress: freshAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<CommissionDetail>().files.map((f) => f.originalName)).toEqual([
      'lin-bakery.png',
      'lin-bakery.svg',
    ]);
    const started = (await asShopper('GET', `/api/orders/${orderId}/commissions`)).json<OrderCommissions>();
    expect(started.commissions[0]).toMatchObject({ status: 'in_progress', isBriefEditable: false, files: [] });

    const delivered = await asCurator('POST', `/api/commissions/${commissionId}/deliver`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await asCurator('POST', `/api/commissions/${commissionId}/deliver`)).statusCode).toBe(200);

    const order = await asShopper('GET', `/api/orders/${orderId}`);
    const links = order.json<{ download_links: string[] }>().download_links;
    expect(links).toHaveLength(2);
    const bodies: Buffer[] = [];
    for (const link of links) {
      const download = await asShopper('GET', new URL(link).pathname);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
      bodies.push(download.rawPayload);
    }
    expect(bodies).toEqual([png, svg]);
    const shown = (await asShopper('GET', `/api/orders/${orderId}/commissions`)).json<OrderCommissions>();
    expect(shown.commissions[0]?.files.map((f) => f.downloadUrl)).toEqual(links);
  });

  it('keeps the curator routes from public callers', async () => {
    const orderId = await buyLogo();
    const commissionId =
      (await asShopper('GET', `/api/orders/${orderId}/commissions`)).json<OrderCommissions>().commissions[0]?.id ?? '';
    const form = filesForm([{ filename: 'x.png', content: randomPng() }]);
    for (const [method, url] of [
      ['GET', '/api/commissions'],
      ['GET', `/api/commissions/${commissionId}`],
      ['POST', `/api/commissions/${commissionId}/files`],
      ['DELETE', `/api/commissions/${commissionId}/files/${commissionId}`],
      ['POST', `/api/commissions/${commissionId}/deliver`],
    ] as const) {
      const answer = await stack.gateway.inject({
        method,
        url,
        headers: form.headers,
        payload: form.payload,
        remoteAddress: freshAddress(),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    const detail = await asCurator('GET', `/api/commissions/${commissionId}`);
    expect(detail.json<CommissionDetail>()).toMatchObject({ status: 'awaiting_brief', files: [] });
  });
});

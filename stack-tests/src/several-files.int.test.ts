import type { Artwork, ArtworkFile, Order, PublicReceipt } from '@shop/contracts';
import { artworkShortId } from '@shop/contracts';
import { multipartForm, uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';
import { asShopper, buyInSimulator, publishWork } from './harness/purchase.js';
import { randomPng } from './harness/uploads.js';

// Several files per work, through the gateway on the real catalog, orders and payments
// (simulator): the curator attaches extra files, the artwork page lists them, one purchase
// delivers each byte-identical by its own link, and a revoke or a refund closes them all.

/** A minimal PDF: the catalog knows it by its `%PDF-` header. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('several files per work', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('files') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const asCurator = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    stack.gateway.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });

  async function attach(artworkId: string, content: Buffer, filename: string, label: string): Promise<ArtworkFile> {
    const form = multipartForm({ label }, { field: 'file', filename, content });
    const added = await stack.gateway.inject({
      method: 'POST',
      url: `/api/artworks/${artworkId}/files`,
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<ArtworkFile>();
  }

  const download = (url: string) => asShopper(stack, { method: 'GET', url: new URL(url).pathname });

  async function workWithFiles(title: string) {
    const work = await publishWork(stack, adminCookie, { title, category: 'Sci-Fi', price: '12.00' });
    const square = randomPng(16, 16);
    const squareFile = await attach(work.id, square, 'square.png', 'Square crop');
    const pdfFile = await attach(work.id, PDF, 'print.pdf', 'Print instructions');
    return {
      ...work,
      files: [
        { ...squareFile, bytes: square },
        { ...pdfFile, bytes: PDF },
      ],
    };
  }

  async function orderPage(orderId: string): Promise<Order> {
    const response = await asShopper(stack, { method: 'GET', url: `/api/orders/${orderId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Order>();
  }

  it('lists the files on the artwork page and delivers every one byte-identical; a revoke closes them all', async () => {
    const work = await workWithFiles('Harbour Lights');
    const page = await asShopper(stack, {
      method: 'GET',
      url: `/api/artworks/by-short-id/${artworkShortId(work.id)}`,
    });
    expect(page.json<Artwork>().files?.map((file) => [file.label, file.format, file.width, file.sizeBytes])).toEqual([
      ['Square crop', 'PNG', 16, work.files[0]?.bytes.length],
      ['Print instructions', 'PDF', null, PDF.length],
    ]);

    const order = await buyInSimulator(stack, [{ artworkId: work.id, quantity: 1 }]);
    // SPEC's single link per work is untouched: one link, the original.
    expect(order.download_links).toHaveLength(1);
    const main = await download(order.download_links[0] ?? '');
    expect(main.rawPayload.equals(work.original)).toBe(true);

    const [item] = (await orderPage(order.id)).downloadItems ?? [];
    expect(item?.files?.map((file) => file.label)).toEqual(['Square crop', 'Print instructions']);
    for (const [index, file] of (item?.files ?? []).entries()) {
      const response = await download(file.url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(work.files[index]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
    const pdf = await download(item?.files?.[1]?.url ?? '');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('harbour-lights-print-instructions.pdf');

    // The receipt lists each file with its own link after the original.
    const receipt = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}/receipt` });
    expect(
      receipt.json<PublicReceipt>().downloads.map((entry) => [entry.label ?? null, new URL(entry.url).pathname]),
    ).toEqual([
      [null, new URL(order.download_links[0] ?? '').pathname],
      ['Square crop', new URL(item?.files?.[0]?.url ?? '').pathname],
      ['Print instructions', new URL(item?.files?.[1]?.url ?? '').pathname],
    ]);

    // A file of another work is not this link's.
    const other = await workWithFiles('Other Work');
    const foreign = (item?.files?.[0]?.url ?? '').replace(/files\/[^/]+$/, `files/${other.files[0]?.id ?? ''}`);
    expect((await download(foreign)).statusCode).toBe(404);

    const admin = await asCurator('GET', `/api/orders/${order.id}/admin`);
    const grantId = admin.json<{ grants: { id: string }[] }>().grants[0]?.id ?? '';
    const revoked = await asCurator('POST', `/api/orders/${order.id}/grants/${grantId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await download(order.download_links[0] ?? '')).statusCode).toBe(410);
    for (const file of item?.files ?? []) {
      const closed = await download(file.url);
      expect(closed.statusCode).toBe(410);
      expect(closed.json<{ error: string }>().error).toBe('download_revoked');
    }
  });

  it("a refund closes every file; a file removed after the sale stays with that sale's buyer only", async () => {
    const work = await workWithFiles('Night Market');
    const first = await buyInSimulator(stack, [{ artworkId: work.id, quantity: 1 }]);
    const [firstItem] = (await orderPage(first.id)).downloadItems ?? [];
    const pdfUrl = firstItem?.files?.[1]?.url ?? '';

    const removed = await asCurator('DELETE', `/api/artworks/${work.id}/files/${work.files[1]?.id ?? ''}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await download(pdfUrl)).rawPayload.equals(PDF)).toBe(true);
    const later = await buyInSimulator(stack, [{ artworkId: work.id, quantity: 1 }]);
    const [laterItem] = (await orderPage(later.id)).downloadItems ?? [];
    expect(laterItem?.files?.map((file) => file.label)).toEqual(['Square crop']);

    const refund = await asCurator('POST', `/api/orders/${first.id}/refunds`, { all: true });
    expect(refund.statusCode, refund.body).toBe(200);
    for (const url of [first.download_links[0] ?? '', ...(firstItem?.files ?? []).map((file) => file.url)]) {
      const closed = await download(url);
      expect(closed.statusCode).toBe(410);
    }
    // The other buyer's files still download.
    expect((await download(laterItem?.files?.[0]?.url ?? '')).statusCode).toBe(200);
  });
});

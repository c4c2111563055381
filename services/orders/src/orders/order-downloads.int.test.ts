import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headers, useOrderCheckout } from '../testing/order-checkout.js';

/** What Chromium sends when a link is followed. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

describe('orders service on PostgreSQL and S3, with the real payments service (simulator)', () => {
  const { catalog, deps, orders, artwork, paidOrder, postOrder, orderBody } = useOrderCheckout('order_downloads');

  describe('downloads', () => {
    async function orderedDownload(originalName = 'Neon Fox – final.png') {
      const { artwork: piece, bytes } = await artwork({ originalName, title: 'Neon Fox – Café Edition' });
      const paid = await paidOrder([{ artworkId: piece.id, quantity: 1 }]);
      const created = (await postOrder(orderBody(paid.id, paid.total))).json();
      const link = String(created.download_links[0]);
      return {
        piece,
        bytes,
        orderId: String(created.id),
        path: new URL(link).pathname,
        token: link.split('/').pop() ?? '',
      };
    }

    it("streams the exact original as an attachment named after the work's title, and counts each download", async () => {
      const { bytes, path, token } = await orderedDownload();

      const first = await orders.inject({ method: 'GET', url: path, headers });
      expect(first.statusCode).toBe(200);
      expect(first.rawPayload.equals(bytes)).toBe(true);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['content-length']).toBe(String(bytes.length));
      // The title's slug and the stored type's extension, not the name the file was uploaded with.
      expect(first.headers['content-disposition']).toBe(
        `attachment; filename="neon-fox-cafe-edition.png"; filename*=UTF-8''neon-fox-caf%C3%A9-edition.png`,
      );
      await orders.inject({ method: 'GET', url: path, headers });
      const head = await orders.inject({ method: 'HEAD', url: path, headers });
      expect(head.statusCode).toBe(404);

      const grant = await deps.db
        .selectFrom('download_grants')
        .select(['download_count', 'last_downloaded_at'])
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirstOrThrow();
      expect(grant.download_count).toBe(2);
      expect(grant.last_downloaded_at).toBeInstanceOf(Date);
    });

    it('answers 410 once the link has expired', async () => {
      const { orderId, path } = await orderedDownload();
      await deps.db
        .updateTable('download_grants')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('order_id', '=', orderId)
        .execute();
      const response = await orders.inject({ method: 'GET', url: path, headers });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ error: 'gone', message: expect.stringContaining('valid for 30 days') });

      // A browser following the link gets a page that says so and how to get new links.
      const page = await orders.inject({ method: 'GET', url: path, headers: { ...headers, accept: BROWSER_ACCEPT } });
      expect(page.statusCode).toBe(410);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('This download is no longer available');
      expect(page.body).toContain('valid for 30 days');
      expect(page.body).toContain('href="/download"');
    });

    it("streams the artwork's current original after the curator replaced its file", async () => {
      const { piece, path } = await orderedDownload();
      const corrected = randomBytes(2048);
      const storageKey = `originals/${randomUUID()}.jpg`;
      await deps.storage.put(storageKey, corrected, 'image/jpeg', corrected.length);
      catalog.artworks.set(piece.id, {
        ...piece,
        storageKey,
        // The name the replacement was uploaded with is not the buyer's.
        originalName: 'poly.html',
        mimeType: 'image/jpeg',
        fileSize: corrected.length,
      });
      await deps.storage.remove(piece.storageKey);

      const download = await orders.inject({ method: 'GET', url: path, headers });

      expect(download.statusCode, download.body).toBe(200);
      expect(download.rawPayload.equals(corrected)).toBe(true);
      expect(download.headers['content-type']).toBe('image/jpeg');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="neon-fox-cafe-edition.jpg"; filename*=UTF-8''neon-fox-caf%C3%A9-edition.jpg`,
      );
    });

    it('serves the key recorded at purchase while the catalog cannot answer', async () => {
      const { bytes, path } = await orderedDownload();
      catalog.failWith(503);
      try {
        const download = await orders.inject({ method: 'GET', url: path, headers });
        expect(download.statusCode, download.body).toBe(200);
        expect(download.rawPayload.equals(bytes)).toBe(true);
        // Named after the title the order line recorded.
        expect(download.headers['content-disposition']).toContain('filename="neon-fox-cafe-edition.png"');
      } finally {
        catalog.failWith(undefined);
      }
    });

    it('answers 404 for unknown and malformed tokens, and for a vanished original', async () => {
      for (const token of [randomBytes(32).toString('base64url'), 'short', '..%2F..%2Fetc%2Fpasswd']) {
        const response = await orders.inject({ method: 'GET', url: `/api/downloads/${token}`, headers });
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
        const page = await orders.inject({
          method: 'GET',
          url: `/api/downloads/${token}`,
          headers: { ...headers, accept: BROWSER_ACCEPT },
        });
        expect(page.statusCode, token).toBe(404);
        expect(page.body).toContain('This download link does not work');
      }
      const { piece, path } = await orderedDownload();
      await deps.storage.remove(piece.storageKey);
      const vanished = await orders.inject({ method: 'GET', url: path, headers });
      expect(vanished.statusCode).toBe(404);
      expect(vanished.json().message).toContain('no longer available');
    });
  });
});

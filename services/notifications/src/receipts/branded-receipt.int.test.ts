import { randomUUID } from 'node:crypto';
import type { Artwork, ShopIdentity } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import { multipartForm, textImage, type MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogForMail, type CatalogForMail } from '../testing/catalog-for-mail.js';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';
import { TEST_INTERNAL_TOKEN } from '../testing/test-mail-env.js';
import { storePaidOrder } from '../testing/paid-order.js';

// The branded receipt, on the real chain (orders → order-events → this service → SMTP catcher) with the real
// catalog, which keeps the shop identity the artist edits in the dashboard and the works' previews.
describe('a receipt in the branded template, after the artist changes the shop identity', () => {
  let catalog: CatalogForMail;
  let stack: OrderMailStack;
  let catcher: MailCatcher;
  let ordersDeps: OrdersDeps;
  let artwork: Artwork;

  beforeAll(async () => {
    catalog = await startCatalogForMail('branded-receipt', TEST_INTERNAL_TOKEN);
    stack = await startOrderMailStack('branded-receipt', { catalogUrl: catalog.url, prefix: catalog.prefix });
    ({ catcher, ordersDeps } = stack);
    const uploaded = await catalog.asCurator({
      method: 'POST',
      url: '/api/artworks/upload',
      ...multipartForm(
        { title: 'Neon Fox', category: 'Core Collection' },
        { filename: 'fox.png', content: await textImage('FOX'), contentType: 'image/png' },
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    artwork = uploaded.json<Artwork>();
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await catalog?.close();
  });

  const receiptTo = async (email: string) => {
    const orderId = await storePaidOrder(ordersDeps.db, {
      email,
      lines: [{ artworkId: artwork.id, title: 'Neon Fox' }],
    });
    const [mail] = await catcher.waitForMessagesTo(email);
    return { orderId, mail };
  };

  it("carries SPEC's shop name and no logo until the artist sets them", async () => {
    const { orderId, mail } = await receiptTo(`before-${randomUUID()}@example.com`);
    expect(mail?.subject).toBe(`Your receipt from Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`);
    expect(mail?.text.startsWith('Algorithmic Art Gallery\n')).toBe(true);
    expect(mail?.from).toEqual([{ address: 'orders@shop.example.com', name: 'Algorithmic Art Gallery' }]);
    expect(mail?.html).not.toContain('/api/shop-identity/logo');
  });

  it('carries the new shop name, logo, support address and the item thumbnail after the change', async () => {
    const saved = await catalog.asCurator({
      method: 'PUT',
      url: '/api/shop-identity',
      payload: { shopName: 'Studio Nova', supportEmail: 'help@studio.example' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withLogo = await catalog.asCurator({
      method: 'PUT',
      url: '/api/shop-identity/logo',
      ...multipartForm(
        {},
        { field: 'logo', filename: 'logo.png', content: await textImage('NOVA', 240, 80), contentType: 'image/png' },
      ),
    });
    expect(withLogo.statusCode, withLogo.body).toBe(200);
    const { logoUrl } = withLogo.json<ShopIdentity>();
    expect(logoUrl).toMatch(/^\/api\/shop-identity\/logo\?v=[a-f0-9]{16}$/);

    const { orderId, mail } = await receiptTo(`after-${randomUUID()}@example.com`);
    expect(mail?.subject).toBe(`Your receipt from Studio Nova (order ${orderId.slice(0, 8)})`);
    // The From's display name too.
    expect(mail?.from).toEqual([{ address: 'orders@shop.example.com', name: 'Studio Nova' }]);
    const absoluteLogo = `https://shop.example.com${String(logoUrl)}`;
    expect(mail?.html).toContain(`<img src="${absoluteLogo}" alt="Studio Nova"`);
    expect(mail?.text.startsWith('Studio Nova\n')).toBe(true);
    expect(mail?.text).toContain('Questions? Write to help@studio.example.');
    expect(mail?.html).toContain('<a href="mailto:help@studio.example">help@studio.example</a>');
    // The work's public preview, as the web shows it, and the totals as the order records them.
    expect(mail?.html).toContain(
      `<img src="https://shop.example.com/api/files/${encodeURIComponent(artwork.filename)}?w=480"`,
    );
    expect(mail?.text).toContain('- Neon Fox: $19.99');
    expect(mail?.text).toContain('Subtotal: $19.99\nTax (CA, 7.25%): $1.45\nTotal: $21.44');
    expect(mail?.text).toContain(`View your order: https://shop.example.com/success?order=${orderId}`);
  });
});

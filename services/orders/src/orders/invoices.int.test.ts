import {
  checkoutCookieHeader,
  INTERNAL_HEADERS,
  type AdminOrderDetail,
  type AdminOrderList,
  type OrderReceipt,
  type SellerDetails,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { useOrdersWithPayments } from '../testing/orders-with-payments.js';
import { assignInvoiceNumber } from './invoice-queries.js';

const TOKEN = 'orders-invoices-test-internal-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };
const INVOICE = /^INV-(\d{4})-(\d{6})$/;
const SELLER: SellerDetails = {
  legalName: 'Ada Lovelace Studio GmbH',
  address: 'Hafenstraße 1\n20457 Hamburg\nGermany',
  taxId: 'DE123456789',
};

/** Every paid order is an invoice: numbered without gaps, naming its seller and an EU buyer's consent. */
describe('invoices and EU consent on orders (PostgreSQL, the real payments service)', () => {
  const { catalog, payments, orders, deps } = useOrdersWithPayments('orders_invoices', TOKEN);

  /** Creates and captures a payment order: what the checkout does before recording it. */
  async function paid(place: object, email: string) {
    const work = catalog.add({ priceCents: 2450 });
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: { items: [{ artworkId: work.id, quantity: 1 }], ...place, payer: { email, name: 'Buyer' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, total } = created.json<{ id: string; total: string }>();
    await payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers });
    const cookie = checkoutCookieHeader(created.headers['set-cookie']) ?? '';
    return { id, total, email, cookie };
  }

  async function record(payment: Awaited<ReturnType<typeof paid>>): Promise<string> {
    const stored = await orders.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, cookie: payment.cookie },
      payload: {
        paypal_order_id: payment.id,
        customer_email: payment.email,
        customer_name: 'Buyer',
        total_amount: payment.total,
      },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return stored.json<{ id: string }>().id;
  }

  const receipt = async (orderId: string) =>
    (await orders.inject({ method: 'GET', url: `/internal/orders/${orderId}/receipt`, headers })).json<OrderReceipt>();
  const sequenceOf = (invoiceNumber: string | null | undefined) => Number(INVOICE.exec(invoiceNumber ?? '')?.[2]);

  it("keeps a Berlin buyer's consent with its time and the seller, and shows both with the invoice number", async () => {
    catalog.setSeller(SELLER);
    const payment = await paid({ countryCode: 'DE', withdrawalConsent: true }, 'berlin@example.com');
    const orderId = await record(payment);

    const mail = await receipt(orderId);
    expect(mail.invoiceNumber).toMatch(INVOICE);
    expect(mail.invoiceNumber?.slice(4, 8)).toBe(String(new Date().getUTCFullYear()));
    expect(mail.seller).toEqual(SELLER);
    expect(Date.now() - Date.parse(mail.withdrawalConsentAt ?? '')).toBeLessThan(60_000);
    const page = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt`, headers });
    expect(page.json()).toMatchObject({
      invoiceNumber: mail.invoiceNumber,
      seller: SELLER,
      withdrawalConsentAt: mail.withdrawalConsentAt,
    });
    // The dashboard's order and its row in the list name the same invoice.
    const detail = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin });
    expect(detail.json<AdminOrderDetail>().invoiceNumber).toBe(mail.invoiceNumber);
    const list = await orders.inject({ method: 'GET', url: `/api/orders?q=${orderId}`, headers: admin });
    expect(list.json<AdminOrderList>().orders).toEqual([
      expect.objectContaining({ id: orderId, invoiceNumber: mail.invoiceNumber }),
    ]);
    // The curator finds the order by the number the buyer quotes, whatever its case.
    const quoted = await orders.inject({
      method: 'GET',
      url: `/api/orders?q=${String(mail.invoiceNumber).toLowerCase()}`,
      headers: admin,
    });
    expect(quoted.json<AdminOrderList>().orders.map((order) => order.id)).toEqual([orderId]);
  });

  it('keeps the seller an invoice was issued by when the artist later moves', async () => {
    catalog.setSeller(SELLER);
    const before = await record(await paid({ stateCode: 'NY' }, 'ny@example.com'));
    catalog.setSeller({ ...SELLER, address: 'Elbchaussee 2\n22763 Hamburg\nGermany' });
    const after = await record(await paid({ stateCode: 'NY' }, 'ny2@example.com'));
    expect((await receipt(before)).seller).toEqual(SELLER);
    expect((await receipt(after)).seller?.address).toContain('Elbchaussee');
    // Outside the EU the consent is not asked, so none is kept.
    expect((await receipt(before)).withdrawalConsentAt).toBeNull();
  });

  it('names no seller while the artist has set none', async () => {
    catalog.setSeller({ legalName: null, address: null, taxId: null });
    const orderId = await record(await paid({ countryCode: 'CA' }, 'toronto@example.com'));
    const shown = await receipt(orderId);
    expect(shown.seller).toBeNull();
    expect(shown.invoiceNumber).toMatch(INVOICE);
  });

  it('numbers ten orders recorded at once consecutively, each once', async () => {
    const numbered = (await deps.db.selectFrom('orders').select('invoice_number').execute())
      .map((row) => sequenceOf(row.invoice_number))
      .filter((n) => n > 0);
    const last = Math.max(0, ...numbered);
    const payments10 = await Promise.all(
      Array.from({ length: 10 }, (_, i) => paid({ stateCode: 'NY' }, `rush${i}@example.com`)),
    );
    const ids = await Promise.all(payments10.map(record));
    const numbers = await Promise.all(ids.map(async (id) => (await receipt(id)).invoiceNumber));
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => last + 1 + i));
  });

  it('gives a number back when the recording that took it rolls back, so the series has no gap', async () => {
    const orderId = await record(await paid({ stateCode: 'NY' }, 'gap@example.com'));
    const taken = sequenceOf((await receipt(orderId)).invoiceNumber);
    // The order as it stood inside its recording, before it was numbered.
    await deps.db.updateTable('orders').set({ invoice_number: null }).where('id', '=', orderId).execute();
    const failed = deps.db.transaction().execute(async (trx) => {
      await assignInvoiceNumber(trx, orderId);
      throw new Error('the recording failed after its number was taken');
    });
    await expect(failed).rejects.toThrow('the recording failed');
    const next = await deps.db.transaction().execute((trx) => assignInvoiceNumber(trx, orderId));
    expect(sequenceOf(next)).toBe(taken + 1);
  });
});

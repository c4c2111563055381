import type { AdminOrderDetail, PromoCode, SalesReport } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { signedInStack } from './harness/signed-in-stack.js';
import { multipartUpload, randomPng } from './harness/uploads.js';

// Promo codes through the gateway on the real catalog, payments (simulator) and orders:
// the curator creates codes, a shopper buys with one, and the order and the sales show the
// discount; expired and used-up codes are refused with their messages.

describe('promo codes through the gateway', () => {
  const shop = signedInStack('promo-codes');
  const { asCurator, asShopper } = shop;

  async function publish(title: string, price: string): Promise<string> {
    const form = multipartUpload({ title, category: 'Sci-Fi' }, { filename: `${title}.png`, content: randomPng() });
    const upload = await shop.stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie: shop.adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json<{ id: string }>();
    const patched = await asCurator('PATCH', `/api/artworks/${id}`, { status: 'approved', price, isForSale: true });
    expect(patched.statusCode, patched.body).toBe(200);
    return id;
  }

  async function createCode(body: Record<string, unknown>): Promise<PromoCode> {
    const response = await asCurator('POST', '/api/promo-codes', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PromoCode>();
  }

  const orderBody = (artworkId: string, extra: Record<string, unknown>) => ({
    items: [{ artworkId, quantity: 1 }],
    stateCode: 'NY',
    currency: 'USD',
    intent: 'CAPTURE',
    ...extra,
  });

  it('prices a valid code before tax and shows the discount on the order and in the sales', async () => {
    const fox = await publish('Promo Fox', '20.00');

    const needsEmail = await asShopper('POST', '/api/paypal/quote', {
      items: [{ artworkId: fox, quantity: 1 }],
      stateCode: 'NY',
      promoCode: 'launch30',
    });
    expect(needsEmail.statusCode).toBe(400);
    expect(needsEmail.json()).toEqual({
      error: 'promo_code_needs_email',
      message: 'The promo code "LAUNCH30" is for a first order only: enter your e-mail address so we can check it.',
    });
    const quote = await asShopper('POST', '/api/paypal/quote', {
      items: [{ artworkId: fox, quantity: 1 }],
      stateCode: 'NY',
      promoCode: 'launch30',
      email: 'first@example.com',
    });
    // 20.00 − 30% = 14.00; NY 8% → 1.12.
    expect(quote.json()).toEqual({
      subtotal: '20.00',
      discount: '6.00',
      tax: '1.12',
      total: '15.12',
      promoCode: 'LAUNCH30',
    });

    const created = await asShopper(
      'POST',
      '/paypal/order',
      orderBody(fox, {
        amount: '20.00',
        promoCode: 'LAUNCH30',
        payer: { email: 'first@example.com', name: 'First Buyer' },
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      subtotal: '20.00',
      discount: '6.00',
      tax: '1.12',
      total: '15.12',
      promoCode: 'LAUNCH30',
    });
    const paypalOrderId = created.json<{ id: string }>().id;
    const captured = await asShopper('POST', `/paypal/order/${paypalOrderId}/capture`);
    expect(captured.json()).toMatchObject({ purchase_units: [{ amount: { value: '15.12' } }] });
    const stored = await asShopper('POST', '/api/orders', {
      paypal_order_id: paypalOrderId,
      customer_email: 'first@example.com',
      customer_name: 'First Buyer',
      total_amount: '15.12',
      items: [{ artworkId: fox, quantity: 1 }],
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const orderId = stored.json<{ id: string }>().id;

    const detail = (await asCurator('GET', `/api/orders/${orderId}/admin`)).json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      subtotal: '20.00',
      discount: '6.00',
      promoCode: 'LAUNCH30',
      tax: '1.12',
      total: '15.12',
    });

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const sales = (await asCurator('GET', `/api/sales?from=${today}&to=${tomorrow}`)).json<SalesReport>();
    expect(sales.byPromoCode).toContainEqual({ promoCode: 'LAUNCH30', orders: 1, discount: '6.00', net: '14.00' });
    expect(sales.totals.discount).toBe('6.00');
    expect(sales.bestSellers.find((row) => row.artworkId === fox)?.revenue).toBe('14.00');
    const csv = await asCurator('GET', `/api/sales/export?from=${today}&to=${tomorrow}&table=promo-codes`);
    expect(csv.body).toContain('LAUNCH30,1,6.00,14.00');

    // A first order only: the same buyer is refused the second time.
    const again = await asShopper(
      'POST',
      '/paypal/order',
      orderBody(fox, { promoCode: 'LAUNCH30', email: 'FIRST@example.com' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'promo_code_already_used',
      message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address has already used it.',
    });
  });

  it('judges LAUNCH30 on the receipt address as on the payer: a returning buyer under a fresh PayPal address is refused', async () => {
    const lynx = await publish('Promo Lynx', '20.00');
    const items = [{ artworkId: lynx, quantity: 1 }];
    const record = (paypalOrderId: string, email: string, total: string) =>
      asShopper('POST', '/api/orders', {
        paypal_order_id: paypalOrderId,
        customer_email: email,
        customer_name: 'Returning Buyer',
        total_amount: total,
        items,
      });
    const pay = async (extra: Record<string, unknown>) => {
      const created = await asShopper('POST', '/paypal/order', orderBody(lynx, extra));
      expect(created.statusCode, created.body).toBe(200);
      const { id, total } = created.json<{ id: string; total: string }>();
      expect((await asShopper('POST', `/paypal/order/${id}/capture`)).statusCode).toBe(200);
      return { id, total };
    };

    // The first order: paid with one PayPal address, its receipt sent to another.
    const first = await pay({ payer: { email: 'paypal.one@example.com', name: 'Returning Buyer' } });
    expect((await record(first.id, 'receipt.keeper@example.com', first.total)).statusCode).toBe(201);

    // Back with a fresh PayPal address, naming the old receipt address for the code: refused.
    const notFirst = {
      error: 'promo_code_not_first_order',
      message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address already has an order.',
    };
    const quoted = await asShopper('POST', '/api/paypal/quote', {
      items,
      stateCode: 'NY',
      promoCode: 'LAUNCH30',
      email: 'Receipt.Keeper+again@example.com',
    });
    expect(quoted.statusCode, quoted.body).toBe(409);
    expect(quoted.json()).toEqual(notFirst);
    const created = await asShopper(
      'POST',
      '/paypal/order',
      orderBody(lynx, { promoCode: 'LAUNCH30', email: 'receipt.keeper@example.com' }),
    );
    expect(created.statusCode, created.body).toBe(409);
    expect(created.json()).toEqual(notFirst);

    // With fresh addresses throughout the code is given, but the receipt cannot go to the old one.
    const fresh = await pay({ promoCode: 'LAUNCH30', payer: { email: 'paypal.fresh@example.com', name: 'R B' } });
    const toOld = await record(fresh.id, 'receipt.keeper@example.com', fresh.total);
    expect(toOld.statusCode, toOld.body).toBe(409);
    expect(toOld.json()).toMatchObject({ error: 'promo_code_receipt_not_judged' });
    expect(toOld.body).not.toContain('/api/downloads/');
    const toPayer = await record(fresh.id, 'paypal.fresh@example.com', fresh.total);
    expect(toPayer.statusCode, toPayer.body).toBe(201);
  });

  it('refuses an expired code with its message', async () => {
    const owl = await publish('Promo Owl', '15.00');
    // Yesterday at 12:34 UTC: a moment that is no UTC midnight is told with its time.
    const yesterday = new Date(`${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T12:34:00Z`);
    const { code } = await createCode({
      code: 'OLDNEWS',
      kind: 'fixed',
      amountOff: '2.00',
      startsAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      endsAt: yesterday.toISOString(),
    });
    const refused = await asShopper('POST', '/paypal/order', orderBody(owl, { promoCode: code.toLowerCase() }));
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      error: 'promo_code_expired',
      message: `The promo code "OLDNEWS" expired on ${yesterday.toISOString().slice(0, 10)} at 12:34 UTC.`,
    });
  });

  it('gives a limit-1 code to one order and refuses it used up afterwards', async () => {
    const elk = await publish('Promo Elk', '12.00');
    const { id, code } = await createCode({ code: 'ONLYONE', kind: 'percent', percentOff: 50, usageLimit: 1 });
    const first = await asShopper('POST', '/paypal/order', orderBody(elk, { promoCode: code }));
    expect(first.statusCode, first.body).toBe(200);
    expect((await asShopper('POST', `/paypal/order/${first.json<{ id: string }>().id}/capture`)).statusCode).toBe(200);

    const second = await asShopper('POST', '/paypal/order', orderBody(elk, { promoCode: code }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'promo_code_used_up',
      message: 'The promo code "ONLYONE" has been used up.',
    });

    const listed = (await asCurator('GET', '/api/promo-codes')).json<PromoCode[]>();
    expect(listed.find((row) => row.id === id)).toMatchObject({ uses: 1, usageLimit: 1, discountTotal: '6.00' });
    expect((await asShopper('GET', '/api/promo-codes')).statusCode).toBe(401);
    expect(
      (await asShopper('POST', '/api/promo-codes', { code: 'SNEAKY', kind: 'percent', percentOff: 90 })).statusCode,
    ).toBe(401);

    const off = await asCurator('PATCH', `/api/promo-codes/${id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
  });
});

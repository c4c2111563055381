import { checkoutSecretOf, parseCents } from '@shop/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { admin, headers, usePaymentsStack } from '../testing/payments-harness.js';
import { daysFromNow, promoCheckout } from '../testing/promo-checkout.js';
import { promoMoment } from './promo-rules.js';

describe('promo codes (simulator) on PostgreSQL', () => {
  const { catalog, payments } = usePaymentsStack('payments_promo');
  const { createCode, cart, quote, createOrder, buy } = promoCheckout(payments, catalog);

  describe('quote', () => {
    it('prices a cart without a code as the order would be', async () => {
      const response = await quote(cart());
      expect(response.json()).toEqual({
        subtotal: '19.99',
        discount: '0.00',
        tax: '1.60',
        total: '21.59',
        promoCode: null,
      });
    });

    it('takes a percent code off before tax, whatever its case', async () => {
      const { code } = await createCode({ kind: 'percent', percentOff: 30 });
      const response = await quote(cart(), code.toLowerCase());
      expect(response.json()).toEqual({
        subtotal: '19.99',
        discount: '6.00',
        tax: '1.12',
        total: '15.11',
        promoCode: code,
      });
    });

    it('caps a fixed code at the subtotal and refuses a free order', async () => {
      const { code } = await createCode({ kind: 'fixed', amountOff: '5.00' });
      expect((await quote(cart(1999), code)).json()).toMatchObject({ discount: '5.00', tax: '1.20', total: '16.19' });
      const response = await quote(cart(300), code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'promo_code_whole_order',
        message: `The promo code "${code}" covers the whole order, and an order of $0.00 cannot be paid. Add something to your cart or remove the code.`,
      });
    });

    it('says an unknown code does not exist', async () => {
      const response = await quote(cart(), 'nosuch');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'promo_code_unknown',
        message: 'The promo code "NOSUCH" does not exist. Check the spelling and try again.',
      });
    });

    it('refuses an expired, a not yet started and an inactive code with their own messages', async () => {
      const endsAt = daysFromNow(-1);
      const expired = await createCode({
        kind: 'percent',
        percentOff: 10,
        startsAt: daysFromNow(-10),
        endsAt,
      });
      const response = await quote(cart(), expired.code);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        error: 'promo_code_expired',
        message: `The promo code "${expired.code}" expired on ${promoMoment(new Date(endsAt))}.`,
      });

      const startsAt = daysFromNow(2);
      const later = await createCode({ kind: 'percent', percentOff: 10, startsAt });
      const early = await quote(cart(), later.code);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        error: 'promo_code_not_started',
        message: `The promo code "${later.code}" is not valid yet: it starts on ${promoMoment(new Date(startsAt))}.`,
      });

      const off = await createCode({ kind: 'percent', percentOff: 10, active: false });
      const inactive = await quote(cart(), off.code);
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toEqual({
        error: 'promo_code_inactive',
        message: `The promo code "${off.code}" is no longer active.`,
      });
    });
  });

  describe('LAUNCH30: 30% off a first order', () => {
    it('is seeded and asks for the e-mail before it can be checked', async () => {
      const response = await quote(cart(), 'launch30');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'promo_code_needs_email',
        message: 'The promo code "LAUNCH30" is for a first order only: enter your e-mail address so we can check it.',
      });
      const refused = await createOrder(cart(), 'LAUNCH30');
      expect(refused.json()).toMatchObject({ error: 'promo_code_needs_email' });
    });

    it('prices the order, records the discount for orders and refuses the same buyer a second time', async () => {
      const items = cart();
      const created = await createOrder(items, 'LAUNCH30', 'first@example.com', { amount: '19.99' });
      expect(created.statusCode, created.body).toBe(200);
      const body = created.json();
      expect(body).toEqual({
        id: expect.any(String),
        subtotal: '19.99',
        discount: '6.00',
        tax: '1.12',
        total: '15.11',
        promoCode: 'LAUNCH30',
      });
      const captured = await payments.request('POST', `/paypal/order/${body.id}/capture`);
      expect(captured.json().purchase_units[0].amount.value).toBe('15.11');

      const verified = await payments.request('GET', `/internal/payments/${body.id}`);
      expect(verified.json()).toMatchObject({
        subtotalCents: 1999,
        discountCents: 600,
        taxCents: 112,
        totalCents: 1511,
        promoCode: 'LAUNCH30',
        captured: true,
      });

      const again = await quote(cart(), 'LAUNCH30', 'First@Example.com');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'promo_code_already_used',
        message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address has already used it.',
      });
      expect((await createOrder(cart(), 'LAUNCH30', 'first@example.com')).statusCode).toBe(409);
      expect((await quote(cart(), 'LAUNCH30', 'someone-else@example.com')).statusCode).toBe(200);
    });

    /** One buyer, however the address is written, with an order paid before any code. */
    async function buyWithoutCode(email: string): Promise<void> {
      const created = await createOrder(cart(), undefined, email);
      expect(created.statusCode, created.body).toBe(200);
      const captured = await payments.request('POST', `/paypal/order/${created.json().id}/capture`);
      expect(captured.statusCode, captured.body).toBe(200);
    }

    it('is refused to an e-mail with any earlier paid order, in any case, with a +alias or gmail dots', async () => {
      await buyWithoutCode('Repeat.Buyer@Example.com');
      const notFirst = {
        error: 'promo_code_not_first_order',
        message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address already has an order.',
      };
      for (const email of ['repeat.buyer@example.com', 'REPEAT.BUYER@EXAMPLE.COM', 'repeat.buyer+again@example.com']) {
        const refused = await quote(cart(), 'LAUNCH30', email);
        expect(refused.statusCode, email).toBe(409);
        expect(refused.json()).toEqual(notFirst);
        expect((await createOrder(cart(), 'LAUNCH30', email)).json()).toEqual(notFirst);
      }
      // Gmail delivers j.o.e and joe, @gmail.com and @googlemail.com, to one mailbox.
      await buyWithoutCode('ann.lee@gmail.com');
      expect((await quote(cart(), 'LAUNCH30', 'AnnLee+launch@googlemail.com')).json()).toEqual(notFirst);
      // Elsewhere a dot is part of the address: another person.
      expect((await quote(cart(), 'LAUNCH30', 'repeatbuyer@example.com')).statusCode).toBe(200);
    });

    it('counts a use under any spelling of the same address', async () => {
      await buy(cart(), 'LAUNCH30', 'alias.user@example.com');
      for (const email of ['Alias.User+2@example.com', 'ALIAS.USER@EXAMPLE.COM']) {
        const refused = await quote(cart(), 'LAUNCH30', email);
        expect(refused.statusCode, email).toBe(409);
      }
    });

    it('is judged again at capture, before charging: an order paid meanwhile takes the code away', async () => {
      const created = await createOrder(cart(), 'LAUNCH30', 'two.tabs@example.com');
      expect(created.statusCode, created.body).toBe(200);
      // The same buyer pays another cart first, without the code.
      await buyWithoutCode('Two.Tabs+other@example.com');
      const captured = await payments.request('POST', `/paypal/order/${created.json().id}/capture`);
      expect(captured.statusCode, captured.body).toBe(409);
      expect(captured.json()).toEqual({
        error: 'promo_code_not_first_order',
        message:
          'The promo code "LAUNCH30" is for a first order only, and this e-mail address already has an order. Nothing was charged: please pay again without the code.',
      });
      const verified = await payments.request('GET', `/internal/payments/${created.json().id}`);
      expect(verified.json()).toMatchObject({ status: 'CREATED', captured: false });
    });

    /** Orders' claim as it records a paid order from the checkout that paid: the receipt address. */
    const recordReceipt = (created: { json(): { id: string; total: string } }, checkoutSecret: string, email: string) =>
      payments.request('POST', `/internal/payments/${created.json().id}/order-claim`, {
        email,
        totalCents: parseCents(created.json().total),
        checkoutSecret,
      });
    const secretOf = (created: { headers: Record<string, unknown> }) => {
      const secret = checkoutSecretOf(created.headers['set-cookie'] as string[]);
      if (secret === undefined) throw new Error('no checkout cookie');
      return secret;
    };

    it('is refused to a returning buyer under a fresh PayPal address who names the old receipt address', async () => {
      // The first order: PayPal address one, the receipt sent to another address.
      const first = await createOrder(cart(), undefined, 'paypal.one@example.com');
      await payments.request('POST', `/paypal/order/${first.json().id}/capture`);
      const receipt = await recordReceipt(first, secretOf(first), 'Receipt.Keeper@example.com');
      expect(receipt.statusCode, receipt.body).toBe(200);

      const notFirst = {
        error: 'promo_code_not_first_order',
        message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address already has an order.',
      };
      expect((await quote(cart(), 'LAUNCH30', 'receipt.keeper+again@example.com')).json()).toEqual(notFirst);
      const fresh = await payments.request('POST', '/paypal/order', {
        items: cart(),
        stateCode: 'NY',
        promoCode: 'LAUNCH30',
        email: 'receipt.keeper@example.com',
        payer: { email: 'paypal.two@example.com', name: 'Ann Buyer' },
      });
      expect(fresh.statusCode, fresh.body).toBe(409);
      expect(fresh.json()).toEqual(notFirst);
    });

    it('sends the receipt of a first-order discount only to an address it was judged on', async () => {
      const first = await createOrder(cart(), undefined, 'paypal.first@example.com');
      await payments.request('POST', `/paypal/order/${first.json().id}/capture`);
      expect((await recordReceipt(first, secretOf(first), 'old.receipt@example.com')).statusCode).toBe(200);

      // A fresh PayPal address and a fresh checkout address pass, and the money is taken ...
      const fresh = await createOrder(cart(), 'LAUNCH30', 'paypal.fresh@example.com');
      const secret = secretOf(fresh);
      expect((await payments.request('POST', `/paypal/order/${fresh.json().id}/capture`)).statusCode).toBe(200);
      // ... but the order's receipt cannot then go to the old address.
      const other = await recordReceipt(fresh, secret, 'Old.Receipt@example.com');
      expect(other.statusCode, other.body).toBe(409);
      expect(other.json()).toEqual({
        error: 'promo_code_receipt_not_judged',
        message:
          'The promo code "LAUNCH30" is for a first order only and was checked for the e-mail address given at checkout and the PayPal payer\'s: the receipt goes to one of those.',
      });
      expect((await recordReceipt(fresh, secret, 'Paypal.Fresh+shop@example.com')).statusCode).toBe(200);
      // That address now has an order: a first-order code is refused to it.
      expect((await quote(cart(), 'LAUNCH30', 'paypal.fresh@example.com')).statusCode).toBe(409);
      const unknown = { json: () => ({ id: 'NOSUCHORDER', total: '1.00' }) };
      expect((await recordReceipt(unknown, secret, 'a@example.com')).statusCode).toBe(404);
    });

    it('takes the e-mail without a payer, as the PayPal checkout sends it', async () => {
      const response = await payments.request('POST', '/paypal/order', {
        items: cart(),
        stateCode: 'NY',
        promoCode: 'LAUNCH30',
        email: 'paypal-first@example.com',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ discount: '6.00', promoCode: 'LAUNCH30' });
    });

    it('checks `amount` against the subtotal before the discount', async () => {
      const response = await createOrder(cart(), 'LAUNCH30', 'amount@example.com', { amount: '13.99' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'amount_mismatch' });
    });
  });

  describe('usage limit', () => {
    it('refuses a used-up code once its last use is taken by an order', async () => {
      const { code } = await createCode({ kind: 'fixed', amountOff: '2.00', usageLimit: 1 });
      await buy(cart(), code);
      const response = await createOrder(cart(), code);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'promo_code_used_up',
        message: `The promo code "${code}" has been used up.`,
      });
      expect((await quote(cart(), code)).statusCode).toBe(409);
    });

    it('gives the last use to exactly one of two checkouts at once', async () => {
      const { code } = await createCode({ kind: 'percent', percentOff: 10, usageLimit: 1 });
      const answers = await Promise.all([
        createOrder(cart(), code),
        createOrder(cart(), code),
        createOrder(cart(), code),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const holders = await payments.deps.db
        .selectFrom('promo_redemptions as r')
        .innerJoin('promo_codes as c', 'c.id', 'r.promo_code_id')
        .select('r.payment_order_id')
        .where('c.code', '=', code)
        .execute();
      expect(holders).toHaveLength(1);
      // The refused checkouts leave no payment order behind.
      const orders = await payments.deps.db
        .selectFrom('payment_orders')
        .select('id')
        .where('promo_code', '=', code)
        .execute();
      expect(orders).toHaveLength(1);
    });

    it('gives a use back when its order was never paid within PayPal order lifetime, never when it was paid', async () => {
      const { id, code } = await createCode({ kind: 'fixed', amountOff: '1.00', usageLimit: 1 });
      const abandoned = await createOrder(cart(), code);
      expect(abandoned.statusCode).toBe(200);
      expect((await createOrder(cart(), code)).statusCode).toBe(409);

      await sql`update payments.promo_redemptions set created_at = now() - interval '4 hours' where promo_code_id = ${id}`.execute(
        payments.deps.db,
      );
      const paid = await buy(cart(), code);
      expect(paid).toEqual(expect.any(String));
      await sql`update payments.promo_redemptions set created_at = now() - interval '4 hours' where promo_code_id = ${id}`.execute(
        payments.deps.db,
      );
      expect((await createOrder(cart(), code)).statusCode).toBe(409);

      const list = await payments.request('GET', '/api/promo-codes', undefined, admin);
      expect(list.json().find((row: { id: string }) => row.id === id)).toMatchObject({
        uses: 1,
        reserved: 0,
        usageLimit: 1,
        discountTotal: '1.00',
      });
    });

    it('takes one use for a retried create with the same PayPal-Request-Id', async () => {
      const { code } = await createCode({ kind: 'percent', percentOff: 5, usageLimit: 1 });
      const items = cart();
      const send = () =>
        payments.app.inject({
          method: 'POST',
          url: '/paypal/order',
          headers: { ...headers, 'paypal-request-id': `retry-${code}` },
          payload: { items, stateCode: 'NY', promoCode: code },
        });
      const first = await send();
      const second = await send();
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().id).toBe(first.json().id);
    });
  });
});

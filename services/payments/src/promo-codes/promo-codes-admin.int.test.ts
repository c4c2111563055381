import { describe, expect, it } from 'vitest';
import { admin, usePaymentsStack } from '../testing/payments-harness.js';
import { daysFromNow, promoCheckout } from '../testing/promo-checkout.js';

describe('promo codes (simulator) on PostgreSQL', () => {
  const { catalog, payments } = usePaymentsStack('payments_promo_admin');
  const { createCode, cart, quote, createOrder, buy } = promoCheckout(payments, catalog);

  describe('admin routes', () => {
    it('are for the curator only', async () => {
      expect((await payments.request('GET', '/api/promo-codes')).statusCode).toBe(401);
      expect(
        (await payments.request('POST', '/api/promo-codes', { code: 'NOPE1', kind: 'percent', percentOff: 5 }))
          .statusCode,
      ).toBe(401);
    });

    it('validate the code, the value, the dates and the limit', async () => {
      const post = (body: Record<string, unknown>) => payments.request('POST', '/api/promo-codes', body, admin);
      const messageOf = async (body: Record<string, unknown>) => {
        const response = await post(body);
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await messageOf({ code: 'no spaces', kind: 'percent', percentOff: 5 })).toContain(
        '3-32 letters, digits, - or _',
      );
      expect(await messageOf({ code: 'ZERO', kind: 'percent', percentOff: 0 })).toBe(
        'The percentage off must be a whole number from 1 to 100.',
      );
      expect(await messageOf({ code: 'TOOMUCH', kind: 'percent', percentOff: 101 })).toBe(
        'The percentage off must be a whole number from 1 to 100.',
      );
      expect(await messageOf({ code: 'MIXED', kind: 'fixed', percentOff: 5 })).toBe(
        'A fixed code takes `amountOff`, not `percentOff`.',
      );
      expect(await messageOf({ code: 'FREE', kind: 'fixed', amountOff: '0.00' })).toBe(
        'The amount off must be from 0.01 to 10000.00.',
      );
      expect(
        await messageOf({
          code: 'BACKWARDS',
          kind: 'percent',
          percentOff: 5,
          startsAt: daysFromNow(2),
          endsAt: daysFromNow(1),
        }),
      ).toBe('The end date must be after the start date.');
      expect(await messageOf({ code: 'LIMIT0', kind: 'percent', percentOff: 5, usageLimit: 0 })).toBe(
        'The usage limit must be from 1 to 1,000,000, or empty for no limit.',
      );
      const duplicate = await post({ code: 'launch30', kind: 'percent', percentOff: 5 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        error: 'promo_code_exists',
        message: 'The promo code "LAUNCH30" already exists.',
      });
    });

    it('list codes with their limits and deactivate one', async () => {
      const created = await createCode({ kind: 'fixed', amountOff: '3.50', usageLimit: 20, endsAt: daysFromNow(30) });
      const list = await payments.request('GET', '/api/promo-codes', undefined, admin);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: 'LAUNCH30',
            kind: 'percent',
            percentOff: 30,
            oncePerBuyer: true,
            usageLimit: null,
          }),
          expect.objectContaining({ code: created.code, kind: 'fixed', amountOff: '3.50', usageLimit: 20, uses: 0 }),
        ]),
      );

      const off = await payments.request('PATCH', `/api/promo-codes/${created.id}`, { active: false }, admin);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ active: false, amountOff: '3.50', usageLimit: 20 });
      expect((await quote(cart(), created.code)).json()).toMatchObject({ error: 'promo_code_inactive' });

      const back = await payments.request(
        'PATCH',
        `/api/promo-codes/${created.id}`,
        { active: true, kind: 'percent', percentOff: 15 },
        admin,
      );
      expect(back.json()).toMatchObject({ active: true, kind: 'percent', percentOff: 15, amountOff: null });
      const unknown = await payments.request(
        'PATCH',
        '/api/promo-codes/00000000-0000-4000-8000-000000000000',
        { active: false },
        admin,
      );
      expect(unknown.statusCode).toBe(404);
    });

    it("edit a code's discount, dates and usage limit, judged as a whole, and clear them", async () => {
      const created = await createCode({ kind: 'percent', percentOff: 10, usageLimit: 5, endsAt: daysFromNow(30) });
      const patch = (body: Record<string, unknown>) =>
        payments.request('PATCH', `/api/promo-codes/${created.id}`, body, admin);
      // $19.99 at 20% = 4.00 off.
      const edited = await patch({ kind: 'percent', percentOff: 20, usageLimit: 50, endsAt: daysFromNow(60) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ code: created.code, percentOff: 20, usageLimit: 50, active: true });
      expect(edited.json<{ endsAt: string }>().endsAt.slice(0, 10)).toBe(daysFromNow(60).slice(0, 10));
      expect((await quote(cart(), created.code)).json()).toMatchObject({ discount: '4.00' });

      const backwards = await patch({ startsAt: daysFromNow(70) });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('The end date must be after the start date.');
      expect((await patch({ usageLimit: 0 })).statusCode).toBe(400);

      expect((await patch({ endsAt: daysFromNow(-1) })).statusCode).toBe(200);
      expect((await quote(cart(), created.code)).statusCode).toBe(410);

      const cleared = await patch({ endsAt: null, usageLimit: null });
      expect(cleared.json()).toMatchObject({ endsAt: null, usageLimit: null, percentOff: 20 });
      expect((await quote(cart(), created.code)).statusCode).toBe(200);
      // The code itself never changes: orders name it.
      expect((await patch({ code: 'RENAMED' })).statusCode).toBe(400);
    });

    it('delete a code no order took; a used or reserved one and LAUNCH30 are only deactivated', async () => {
      const remove = (id: string) => payments.request('DELETE', `/api/promo-codes/${id}`, undefined, admin);
      const codes = async () =>
        (await payments.request('GET', '/api/promo-codes', undefined, admin)).json<{ id: string; code: string }[]>();

      const unused = await createCode({ kind: 'percent', percentOff: 10 });
      expect((await payments.request('DELETE', `/api/promo-codes/${unused.id}`)).statusCode).toBe(401);
      const deleted = await remove(unused.id);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await codes()).map((code) => code.id)).not.toContain(unused.id);
      expect((await remove(unused.id)).statusCode).toBe(404);

      const used = await createCode({ kind: 'percent', percentOff: 10 });
      await buy(cart(), used.code);
      const reserved = await createCode({ kind: 'percent', percentOff: 10 });
      expect((await createOrder(cart(), reserved.code)).statusCode).toBe(200);
      const launch = (await codes()).find((code) => code.code === 'LAUNCH30');
      for (const [id, message] of [
        [used.id, `The promo code "${used.code.toUpperCase()}" was used by an order: deactivate it instead.`],
        [reserved.id, `The promo code "${reserved.code.toUpperCase()}" was used by an order: deactivate it instead.`],
        [launch?.id ?? '', "LAUNCH30 is the shop's advertised code: deactivate it instead."],
      ]) {
        const refused = await remove(id ?? '');
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toEqual({ error: 'promo_code_in_use', message });
      }
      expect((await codes()).map((code) => code.id)).toEqual(
        expect.arrayContaining([used.id, reserved.id, launch?.id]),
      );
    });
  });
});

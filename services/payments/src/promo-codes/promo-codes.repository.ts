import { sql, type Kysely } from 'kysely';
import type { PromoCodeKind } from '@shop/contracts';
import type { Database, PromoCodeRow } from '../db/schema.js';
import { RESERVATION_HOLD_HOURS, type UseCounts } from './promo-rules.js';

export interface PromoCodeValues {
  kind: PromoCodeKind;
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  oncePerBuyer: boolean;
  active: boolean;
}

export interface PromoCodeStats {
  uses: number;
  reserved: number;
  discountCents: number;
}

export interface NewRedemption {
  promoCodeId: string;
  paymentOrderId: string;
  buyerEmail: string | null;
  discountCents: number;
}

/** A redemption that holds a use: its order was captured, or it is young enough to still be paid. */
const holdsAUse = sql<boolean>`(p.status in ('COMPLETED', 'CAPTURE_PENDING')
  or r.created_at > now() - make_interval(hours => ${RESERVATION_HOLD_HOURS}))`;

export function createPromoCodeRepository(db: Kysely<Database>) {
  /**
   * The paid orders (captured, or held by PayPal) of any of these buyer keys other than `except`:
   * as its payer or as the address its receipt went to.
   */
  function paidOrdersOf(buyerKeys: readonly string[], exceptPaymentOrderId: string | null) {
    return db
      .selectFrom('payment_orders')
      .select('payment_orders.id')
      .where((eb) =>
        eb.or([eb('payment_orders.buyer_key', 'in', buyerKeys), eb('payment_orders.receipt_key', 'in', buyerKeys)]),
      )
      .where('payment_orders.status', 'in', ['COMPLETED', 'CAPTURE_PENDING'])
      .$if(exceptPaymentOrderId !== null, (qb) => qb.where('payment_orders.id', '!=', exceptPaymentOrderId ?? ''))
      .limit(1);
  }

  /** Whether any of these buyer keys paid an order other than `except` (see paidOrdersOf). */
  async function hasPaidOrder(buyerKeys: readonly string[], exceptPaymentOrderId: string | null): Promise<boolean> {
    if (buyerKeys.length === 0) return false;
    return (await paidOrdersOf(buyerKeys, exceptPaymentOrderId).executeTakeFirst()) !== undefined;
  }

  return {
    hasPaidOrder,

    async findByCode(code: string): Promise<PromoCodeRow | undefined> {
      return db
        .selectFrom('promo_codes')
        .selectAll()
        .where(sql<string>`upper(code)`, '=', code.toUpperCase())
        .executeTakeFirst();
    },

    /** The code's row locked until the transaction ends: the one place uses are counted and taken. */
    async lockById(id: string): Promise<PromoCodeRow | undefined> {
      return db.selectFrom('promo_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async findById(id: string): Promise<PromoCodeRow | undefined> {
      return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The code's live uses, and whether this buyer (a key from buyer-email.ts) holds or spent one
     * under any key a redemption knows, or has any earlier paid order at all.
     */
    async countLiveUses(promoCodeId: string, buyerEmail: string | null): Promise<UseCounts> {
      const row = await db
        .selectFrom('promo_redemptions as r')
        .innerJoin('payment_orders as p', 'p.id', 'r.payment_order_id')
        .where('r.promo_code_id', '=', promoCodeId)
        .where(holdsAUse)
        .select((eb) => [
          sql<number>`count(*)::int`.as('live_uses'),
          sql<boolean>`coalesce(bool_or(r.buyer_email = ${buyerEmail} or r.payer_key = ${buyerEmail}), false)`.as(
            'buyer_used',
          ),
          // In the same statement: a quote and a reservation ask both, the reservation under the code's lock.
          buyerEmail === null
            ? sql<boolean>`false`.as('buyer_has_paid_order')
            : eb
                .exists(paidOrdersOf([buyerEmail], null))
                .$castTo<boolean>()
                .as('buyer_has_paid_order'),
        ])
        .executeTakeFirstOrThrow();
      return { liveUses: row.live_uses, buyerUsed: row.buyer_used, buyerHasPaidOrder: row.buyer_has_paid_order };
    },

    /** Whether another payment order holds or spent a use of the code under one of these keys. */
    async hasOtherUseBy(promoCodeId: string, buyerKeys: readonly string[], paymentOrderId: string): Promise<boolean> {
      if (buyerKeys.length === 0) return false;
      const row = await db
        .selectFrom('promo_redemptions as r')
        .innerJoin('payment_orders as p', 'p.id', 'r.payment_order_id')
        .select('r.id')
        .where('r.promo_code_id', '=', promoCodeId)
        .where('r.payment_order_id', '!=', paymentOrderId)
        .where(holdsAUse)
        .where((eb) => eb.or([eb('r.buyer_email', 'in', buyerKeys), eb('r.payer_key', 'in', buyerKeys)]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findRedemptionFor(
      paymentOrderId: string,
    ): Promise<
      { id: string; promo_code_id: string; buyer_email: string | null; payer_key: string | null } | undefined
    > {
      return db
        .selectFrom('promo_redemptions')
        .select(['id', 'promo_code_id', 'buyer_email', 'payer_key'])
        .where('payment_order_id', '=', paymentOrderId)
        .executeTakeFirst();
    },

    /** The payer's key, so a concurrent capture by the same payer finds this use. */
    async setPayerKey(redemptionId: string, payerKey: string): Promise<void> {
      await db.updateTable('promo_redemptions').set({ payer_key: payerKey }).where('id', '=', redemptionId).execute();
    },

    async insertRedemption(redemption: NewRedemption): Promise<void> {
      await db
        .insertInto('promo_redemptions')
        .values({
          promo_code_id: redemption.promoCodeId,
          payment_order_id: redemption.paymentOrderId,
          buyer_email: redemption.buyerEmail,
          discount_cents: redemption.discountCents,
        })
        .execute();
    },

    /** Every code, newest first, with its captured uses, live reservations and captured discounts. */
    async listWithStats(): Promise<(PromoCodeRow & PromoCodeStats)[]> {
      const rows = await db
        .selectFrom('promo_codes as c')
        .leftJoin('promo_redemptions as r', 'r.promo_code_id', 'c.id')
        .leftJoin('payment_orders as p', 'p.id', 'r.payment_order_id')
        .selectAll('c')
        .select([
          sql<number>`count(p.id) filter (where p.status in ('COMPLETED', 'CAPTURE_PENDING'))::int`.as('uses'),
          sql<number>`count(p.id) filter (where p.status not in ('COMPLETED', 'CAPTURE_PENDING') and ${holdsAUse})::int`.as(
            'reserved',
          ),
          sql<number>`coalesce(sum(r.discount_cents) filter (where p.status = 'COMPLETED'), 0)::int`.as(
            'discount_cents',
          ),
        ])
        .groupBy('c.id')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.code')
        .execute();
      return rows.map(({ discount_cents, ...row }) => ({ ...row, discountCents: discount_cents }));
    },

    /** Inserts a code, or undefined when one with the same code (any case) exists. */
    async insert(code: string, values: PromoCodeValues): Promise<PromoCodeRow | undefined> {
      return db
        .insertInto('promo_codes')
        .values({ code, ...toColumns(values) })
        .onConflict((oc) => oc.expression(sql`upper(code)`).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Deletes a code no order ever took; false when it has a redemption (its foreign
     * key also refuses one inserted meanwhile: the caller maps that error to the same answer).
     */
    async deleteUnused(id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('promo_codes')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('promo_redemptions').select('id').where('promo_code_id', '=', id))),
        )
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    async update(id: string, values: PromoCodeValues): Promise<PromoCodeRow | undefined> {
      return db
        .updateTable('promo_codes')
        .set({ ...toColumns(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

function toColumns(values: PromoCodeValues) {
  return {
    kind: values.kind,
    value: values.value,
    starts_at: values.startsAt,
    ends_at: values.endsAt,
    usage_limit: values.usageLimit,
    once_per_buyer: values.oncePerBuyer,
    active: values.active,
  };
}

export type PromoCodeRepository = ReturnType<typeof createPromoCodeRepository>;

import { sql, type Kysely } from 'kysely';
import type { Database, PaymentLine, PaymentOrderRow } from '../db/schema.js';

export interface NewPaymentOrder {
  provider: 'paypal' | 'simulator';
  requestId: string;
  cartFingerprint: string;
  /** Null outside the US. */
  stateCode: string | null;
  countryCode: string;
  taxName: string | null;
  taxRate: string;
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  taxCents: number;
  totalCents: number;
  items: PaymentLine[];
  /** The creating checkout's secret, hashed. */
  checkoutProofHash: string;
  /** When an EU buyer agreed to immediate delivery; null where it was not asked. */
  withdrawalConsentAt: Date | null;
}

export interface RecordedCapture {
  status: 'COMPLETED' | 'CAPTURE_PENDING';
  captureId: string | null;
  capturedCents: number;
  payerEmail: string | null;
  payerGivenName: string | null;
  payerSurname: string | null;
  /** The payer's e-mail as first-order-only codes compare it. */
  buyerKey: string | null;
}

/** The one writer of `payment_orders`; `db` may be a transaction. */
export function createPaymentOrderRepository(db: Kysely<Database>) {
  return {
    /** Inserts in CREATING, or returns undefined when this request id is already recorded. */
    async insertCreating(order: NewPaymentOrder): Promise<PaymentOrderRow | undefined> {
      return db
        .insertInto('payment_orders')
        .values({
          provider: order.provider,
          request_id: order.requestId,
          cart_fingerprint: order.cartFingerprint,
          state_code: order.stateCode,
          country_code: order.countryCode,
          tax_name: order.taxName,
          tax_rate: order.taxRate,
          subtotal_cents: order.subtotalCents,
          discount_cents: order.discountCents,
          promo_code: order.promoCode,
          tax_cents: order.taxCents,
          total_cents: order.totalCents,
          status: 'CREATING',
          items: JSON.stringify(order.items),
          checkout_proof_hash: order.checkoutProofHash,
          withdrawal_consent_at: order.withdrawalConsentAt,
        })
        .onConflict((oc) => oc.column('request_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Forgets an order the provider never heard of (its promo code was refused), so nothing holds a use. */
    async deleteUnsent(id: string): Promise<void> {
      await db
        .deleteFrom('payment_orders')
        .where('id', '=', id)
        .where('status', '=', 'CREATING')
        .where('provider_order_id', 'is', null)
        .execute();
    },

    /**
     * Whether the server made this checkout secret (its hash): a payment order created
     * since `since` (the cookie's lifetime) carries it. A value a client made up is on none.
     */
    async isKnownCheckoutProof(checkoutProofHash: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('payment_orders')
        .select('id')
        .where('checkout_proof_hash', '=', checkoutProofHash)
        .where('created_at', '>', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A create retried after its answer (and the cookie in it) was lost comes back without the
     * cookie, and gets a new secret: the order is bound to it instead, until it is captured.
     */
    async rebindCheckoutProof(id: string, checkoutProofHash: string): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({ checkout_proof_hash: checkoutProofHash, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('status', 'in', ['CREATING', 'CREATED'])
        .execute();
    },

    /** The buyer key of the order's receipt address, as orders records it. */
    async setReceiptKey(id: string, receiptKey: string | null): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({ receipt_key: receiptKey, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async findByRequestId(requestId: string): Promise<PaymentOrderRow | undefined> {
      return db.selectFrom('payment_orders').selectAll().where('request_id', '=', requestId).executeTakeFirst();
    },

    async findByProviderOrderId(providerOrderId: string): Promise<PaymentOrderRow | undefined> {
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider_order_id', '=', providerOrderId)
        .executeTakeFirst();
    },

    /**
     * Reconciliation: captures (completed, pending, or denied so a pending order learns
     * it) recorded or changed since `since`, oldest first.
     */
    async listCapturedSince(since: Date, before: Date | undefined, limit: number): Promise<PaymentOrderRow[]> {
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where('status', 'in', ['COMPLETED', 'CAPTURE_PENDING', 'DENIED'])
        .where('updated_at', '>=', since)
        .$if(before !== undefined, (qb) => qb.where('updated_at', '<', before ?? new Date()))
        .orderBy('updated_at')
        .limit(limit)
        .execute();
    },

    /** CREATING → CREATED once the provider answered; a concurrent retry writing the same id is a no-op. */
    async markCreated(id: string, providerOrderId: string): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({ provider_order_id: providerOrderId, status: 'CREATED', updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('status', '=', 'CREATING')
        .execute();
    },

    /**
     * Records a capture unless one is already recorded (a concurrent capture of the same order
     * got there first): a completed capture is never overwritten. Returns the row as stored.
     */
    async recordCapture(id: string, capture: RecordedCapture): Promise<PaymentOrderRow | undefined> {
      const updated = await db
        .updateTable('payment_orders')
        .set({
          status: capture.status,
          capture_id: capture.captureId,
          captured_cents: capture.capturedCents,
          payer_email: capture.payerEmail,
          payer_given_name: capture.payerGivenName,
          payer_surname: capture.payerSurname,
          buyer_key: capture.buyerKey,
          captured_at: capture.status === 'COMPLETED' ? sql<Date>`now()` : null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        // A capture PayPal denied (webhook) stays denied too.
        .where('status', 'not in', ['COMPLETED', 'DENIED'])
        .returningAll()
        .executeTakeFirst();
      return updated ?? db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The payment order, locked until the transaction ends: refunds of one order queue here. */
    async lockByProviderOrderId(providerOrderId: string): Promise<PaymentOrderRow | undefined> {
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider_order_id', '=', providerOrderId)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    /** The payment order a webhook event is about (by PayPal order or capture id), locked for this transaction. */
    async lockByPaymentIds(ids: {
      paypalOrderId: string | null;
      captureId: string | null;
    }): Promise<PaymentOrderRow | undefined> {
      if (ids.paypalOrderId === null && ids.captureId === null) return undefined;
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(ids.paypalOrderId === null ? [] : [eb('provider_order_id', '=', ids.paypalOrderId)]),
            ...(ids.captureId === null ? [] : [eb('capture_id', '=', ids.captureId)]),
          ]),
        )
        .forUpdate()
        .executeTakeFirst();
    },

    /** A capture PayPal reported complete (webhook); the first capture time is kept. */
    async completeCapture(id: string, capture: { captureId: string; capturedCents: number }): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({
          status: 'COMPLETED',
          capture_id: capture.captureId,
          captured_cents: capture.capturedCents,
          captured_at: sql<Date>`coalesce(captured_at, now())`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    async markCapturePending(id: string, captureId: string): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({ status: 'CAPTURE_PENDING', capture_id: captureId, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async denyCapture(id: string, captureId: string | null): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({
          status: 'DENIED',
          capture_id: sql<string | null>`coalesce(capture_id, ${captureId})`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A refund made at PayPal, outside the shop, as its webhook reported it. */
    async addWebhookRefund(id: string, amountCents: number): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set((eb) => ({
          webhook_refunded_cents: eb('webhook_refunded_cents', '+', amountCents),
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', id)
        .execute();
    },

    async markReversed(id: string): Promise<void> {
      await db
        .updateTable('payment_orders')
        .set({ reversed_at: sql<Date>`coalesce(reversed_at, now())`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PaymentOrderRepository = ReturnType<typeof createPaymentOrderRepository>;

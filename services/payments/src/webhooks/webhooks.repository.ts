import { sql, type Kysely } from 'kysely';
import type { Database, PaymentOrderRow, WebhookEventsTable } from '../db/schema.js';

export interface ReceivedWebhookEvent {
  eventId: string;
  eventType: string;
  resourceType: string | null;
  resourceId: string | null;
  paypalOrderId: string | null;
  captureId: string | null;
}

/** SQL of the webhook path; every method runs on the caller's transaction. */
export function createWebhookRepository(db: Kysely<Database>) {
  return {
    /**
     * Records the event unless its PayPal id is known: the unique key decides, so a concurrent
     * second delivery waits for the first to commit and then inserts nothing. Returns the new row's
     * id, or undefined for a repeat.
     */
    async insertIfNew(event: ReceivedWebhookEvent): Promise<string | undefined> {
      const row = await db
        .insertInto('webhook_events')
        .values({
          event_id: event.eventId,
          event_type: event.eventType,
          resource_type: event.resourceType,
          resource_id: event.resourceId,
          paypal_order_id: event.paypalOrderId,
          capture_id: event.captureId,
        })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async markProcessed(id: string, outcome: NonNullable<WebhookEventsTable['outcome']>): Promise<void> {
      await db
        .updateTable('webhook_events')
        .set({ outcome, processed_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** The payment order the event is about, locked for this transaction. */
    async lockPaymentOrder(ids: {
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

    async addRefund(id: string, amountCents: number): Promise<void> {
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

import { sql, type Kysely } from 'kysely';
import type { Database, WebhookEventsTable } from '../db/schema.js';

export interface ReceivedWebhookEvent {
  eventId: string;
  eventType: string;
  resourceType: string | null;
  resourceId: string | null;
  paypalOrderId: string | null;
  captureId: string | null;
}

/** The webhook events received; every method runs on the caller's transaction. */
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
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordOrderEvent } from '../events/outbox.repository.js';
import type { NewOrder } from '../orders/orders.repository.js';

/** Issue #14: the two ways out of `pending`, each taken once (the status condition decides). */
export function createPendingOrderRepository(db: Kysely<Database>) {
  return {
    /**
     * pending → completed with the order's grants and its `order.paid` event, in one transaction.
     * False when the order was not pending (completed already, denied): nothing is written.
     */
    async complete(orderId: string, grants: NewOrder['grants'], captureId: string | null): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({
            status: 'completed',
            capture_id: sql<string | null>`coalesce(capture_id, ${captureId})`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', orderId)
          .where('status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        if (!updated) return false;
        if (grants.length > 0) {
          await trx
            .insertInto('download_grants')
            .values(
              grants.map((grant, position) => ({
                id: grant.id,
                order_id: orderId,
                position,
                artwork_id: grant.artworkId,
                token_hash: grant.tokenHash,
                storage_key: grant.storageKey,
                original_name: grant.originalName,
                mime_type: grant.mimeType,
                expires_at: grant.expiresAt,
              })),
            )
            .execute();
        }
        await recordOrderEvent(trx, 'order.paid', orderId);
        return true;
      });
    },

    /** pending → denied; false when the order was not pending. */
    async deny(orderId: string): Promise<boolean> {
      const updated = await db
        .updateTable('orders')
        .set({ status: 'denied', updated_at: sql<Date>`now()` })
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },
  };
}

export type PendingOrderRepository = ReturnType<typeof createPendingOrderRepository>;

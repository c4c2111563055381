import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import type { SimulatorRecord, SimulatorStore } from './simulator-provider.js';

const PayerSchema = z.object({
  email: z.string().nullable(),
  givenName: z.string().nullable(),
  surname: z.string().nullable(),
});

// The record is our own jsonb, but it is parsed anyway: a drifted shape fails loudly here rather
// than as a wrong payment status later.
const SimulatorRecordSchema: z.ZodType<SimulatorRecord> = z.object({
  id: z.string(),
  requestId: z.string(),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED']),
  items: z.array(
    z.object({ name: z.string(), sku: z.string(), unitAmountCents: z.number().int(), quantity: z.number().int() }),
  ),
  itemTotalCents: z.number().int(),
  taxTotalCents: z.number().int(),
  totalCents: z.number().int(),
  payer: PayerSchema,
  capture: z
    .object({
      captureId: z.string(),
      requestId: z.string(),
      capturedAt: z.string(),
      status: z.literal('PENDING').optional(),
    })
    .nullable(),
  refunds: z
    .array(
      z.object({
        refundId: z.string(),
        requestId: z.string(),
        amountCents: z.number().int(),
        createdAt: z.string(),
      }),
    )
    .optional(),
  createdAt: z.string(),
});

/**
 * The simulator's orders in PostgreSQL, so every payments process (and a restart) sees the same
 * test-mode orders. Writes are conditional in SQL: that is what makes one capture win a race.
 */
export function createPgSimulatorStore(db: Kysely<Database>): SimulatorStore {
  return {
    async get(id) {
      const row = await db.selectFrom('simulated_orders').select('record').where('id', '=', id).executeTakeFirst();
      return row && SimulatorRecordSchema.parse(row.record);
    },
    async put(id, record, condition) {
      const json = JSON.stringify(record);
      if (condition === undefined) {
        const result = await db
          .insertInto('simulated_orders')
          .values({ id, status: record.status, record: json })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
      }
      let update = db
        .updateTable('simulated_orders')
        .set({ status: record.status, record: json, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('status', '=', condition.ifStatus);
      if (condition.ifRefunds !== undefined) {
        update = update.where(
          sql<number>`coalesce(jsonb_array_length(record->'refunds'), 0)`,
          '=',
          condition.ifRefunds,
        );
      }
      const result = await update.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

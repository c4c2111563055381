import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import type { PublishedBatch } from './outbox-relay.js';

/**
 * The bookkeeping columns of every outbox table; a service's table adds what its event carries
 * (`interface OrderOutboxTable extends OutboxColumns { type: …; order_id: string }`).
 */
export interface OutboxColumns {
  id: Generated<string>;
  created_at: Generated<Date>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OutboxRow = Selectable<OutboxColumns>;

export interface OutboxStore<Row> {
  /**
   * Hands up to `limit` pending events, oldest first, to `publish` inside one transaction that
   * locks them: a second relay (another process of the service) skips locked rows instead of
   * publishing them too. Rows `publish` accepts are marked published; the first refusal stops the
   * batch and is kept on its row, which stays pending for the next round.
   */
  publishPending(limit: number, publish: (row: Row) => Promise<void>): Promise<PublishedBatch>;
  countPending(): Promise<number>;
}

/** The store sees only the outbox columns; the table name is the one thing that differs. */
interface OutboxDatabase {
  outbox: OutboxColumns;
}

/** Longer errors are cut: the row keeps why the last publish failed, not a whole stack. */
const LAST_ERROR_CHARS = 500;

/**
 * The store of a service's outbox table (the relay's side of it: claim, mark published, count the
 * failures). Writing an event stays with the service, in the transaction of the change it announces.
 */
export function createOutboxStore<Table extends string, Database extends Record<Table, OutboxColumns>>(
  db: Kysely<Database>,
  table: Table,
): OutboxStore<Selectable<Database[Table]>> {
  // kysely cannot type a query over a table chosen by a parameter, so the queries are typed as if
  // over a table named `outbox` and run with the real name; every outbox table has OutboxColumns.
  const outboxDb = db as unknown as Kysely<OutboxDatabase>;
  const outbox = table as unknown as 'outbox';
  type Row = Selectable<Database[Table]>;

  return {
    async publishPending(limit, publish) {
      return outboxDb.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom(outbox)
          .selectAll()
          .where('published_at', 'is', null)
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        // Marked together once the batch is handed on: one statement, not one per row. Until the
        // commit the rows stay locked, and a crash before it leaves them all pending (published
        // again, as the consumers' event ids allow).
        const publishedIds: string[] = [];
        let refusal: { id: string; error: unknown } | undefined;
        for (const row of rows) {
          try {
            await publish(row as unknown as Row);
          } catch (error) {
            refusal = { id: row.id, error };
            break;
          }
          publishedIds.push(row.id);
        }
        if (publishedIds.length > 0) {
          await trx
            .updateTable(outbox)
            .set((eb) => ({ published_at: sql<Date>`now()`, attempts: eb('attempts', '+', 1), last_error: null }))
            .where('id', 'in', publishedIds)
            .execute();
        }
        if (refusal === undefined) return { published: publishedIds.length };
        const { error } = refusal;
        await trx
          .updateTable(outbox)
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error).slice(0, LAST_ERROR_CHARS) }))
          .where('id', '=', refusal.id)
          .execute();
        return { published: publishedIds.length, error };
      });
    },

    async countPending() {
      const row = await outboxDb
        .selectFrom(outbox)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('published_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { Database, OrderLineRow } from '../db/schema.js';

/** A pack line: an order line that gives artwork credits. */
export type PackLineRow = OrderLineRow & { credits: number };

export interface NewPickGrant {
  id: string;
  orderLineId: string;
  artworkId: string;
  title: string;
  tokenHash: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  expiresAt: Date;
}

function isPackLine(row: OrderLineRow): row is PackLineRow {
  return row.credits !== null;
}

/** SQL of pack credits and the grants their picks became. `db` may be a transaction. */
function createPickQueries(db: Kysely<Database>) {
  return {
    async listPackLines(orderId: string): Promise<PackLineRow[]> {
      const rows = await db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('credits', 'is not', null)
        .orderBy('position')
        .execute();
      return rows.filter(isPackLine);
    },

    /**
     * The same, with the rows locked until the transaction ends: two pick requests for one order
     * (two tabs, two devices) queue here, so the second sees what the first spent and granted.
     */
    async lockPackLines(orderId: string): Promise<PackLineRow[]> {
      const rows = await db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('credits', 'is not', null)
        // Issue #14: a refunded pack line has no credits left to spend.
        .where('refunded_at', 'is', null)
        .orderBy('position')
        .forUpdate()
        .execute();
      return rows.filter(isPackLine);
    },

    /** Every artwork the order already delivers, bought or picked (revoked grants included). */
    async grantedArtworkIds(orderId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('download_grants')
        .select('artwork_id')
        .where('order_id', '=', orderId)
        .execute();
      return new Set(rows.map((row) => row.artwork_id));
    },

    /** The works picked with an order's credits, in pick order. */
    async listPicks(orderId: string): Promise<{ order_line_id: string; artwork_id: string; title: string }[]> {
      const rows = await db
        .selectFrom('download_grants')
        .select(['order_line_id', 'artwork_id', 'title', 'original_name'])
        .where('order_id', '=', orderId)
        .where('order_line_id', 'is not', null)
        .orderBy('position')
        .execute();
      return rows.flatMap((row) =>
        row.order_line_id === null
          ? []
          : [{ order_line_id: row.order_line_id, artwork_id: row.artwork_id, title: row.title ?? row.original_name }],
      );
    },

    /**
     * Spends `count` credits of a line, only if that many are left: false otherwise. Under the
     * row lock this always succeeds; the condition (and the table's check) is the second guard.
     */
    async spendCredits(lineId: string, count: number): Promise<boolean> {
      const result = await db
        .updateTable('order_lines')
        .set({ credits_used: sql<number>`credits_used + ${count}` })
        .where('id', '=', lineId)
        .where(sql<boolean>`credits_used + ${count} <= credits`)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Adds the grants after the order's existing ones, so links keep their order. */
    async insertPickGrants(orderId: string, grants: readonly NewPickGrant[]): Promise<void> {
      if (grants.length === 0) return;
      const last = await db
        .selectFrom('download_grants')
        .select(sql<number>`coalesce(max(position), -1)::int`.as('position'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('download_grants')
        .values(
          grants.map((grant, index) => ({
            id: grant.id,
            order_id: orderId,
            position: last.position + 1 + index,
            artwork_id: grant.artworkId,
            order_line_id: grant.orderLineId,
            title: grant.title,
            token_hash: grant.tokenHash,
            storage_key: grant.storageKey,
            original_name: grant.originalName,
            mime_type: grant.mimeType,
            expires_at: grant.expiresAt,
          })),
        )
        .execute();
    },
  };
}

export type PickQueries = ReturnType<typeof createPickQueries>;

export function createPickRepository(db: Kysely<Database>) {
  return {
    ...createPickQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    async inTransaction<T>(work: (picks: PickQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(createPickQueries(trx)));
    },
  };
}

export type PickRepository = ReturnType<typeof createPickRepository>;

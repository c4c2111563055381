import type { Kysely } from 'kysely';
import type { Database, OrderLineRow } from '../db/schema.js';
import type { NewGrantRow } from '../orders/grant-queries.js';

/** A pack line: an order line that gives artwork credits. */
export type PackLineRow = OrderLineRow & { credits: number };

export interface NewPickGrant extends NewGrantRow {
  orderLineId: string;
  title: string;
}

function isPackLine(row: OrderLineRow): row is PackLineRow {
  return row.credits !== null;
}

/** An order's pack lines among all its lines (read once for a receipt). */
export function packLinesOf(lines: readonly OrderLineRow[]): PackLineRow[] {
  return lines.filter(isPackLine);
}

/** Whether an order's packs may be picked from: paid, and not wholly refunded or reversed. */
export function isOpenForPicks(orderStatus: string): boolean {
  return orderStatus === 'completed' || orderStatus === 'partially_refunded';
}

/** The picks a pack line has left; a refunded line's unspent credits are gone with it. */
export function creditsLeftOf(line: PackLineRow): number {
  return line.refunded_at !== null ? 0 : line.credits - line.credits_used;
}

/**
 * Reads of pack credits and the grants their picks became; spending them and granting is the
 * orders repository's. `db` may be a transaction.
 */
export function createPickRepository(db: Kysely<Database>) {
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
        // A refunded pack line has no credits left to spend.
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
  };
}

export type PickRepository = ReturnType<typeof createPickRepository>;

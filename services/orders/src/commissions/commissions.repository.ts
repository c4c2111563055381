import {
  COMMISSION_STATUSES,
  DOWNLOAD_LINK_VALID_MS,
  logoCommissionsOf,
  type CommissionStatus,
  type LineKind,
} from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { CommissionFileRow, CommissionRow, Database } from '../db/schema.js';
import { appendGrants } from '../orders/grant-queries.js';

/** A commission with what the curator needs of its order. */
export type CommissionWithOrder = CommissionRow & {
  customer_name: string;
  customer_email: string;
  file_count: number;
};

export interface NewCommissionFile {
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

export interface NewGrant {
  id: string;
  fileId: string;
  tokenHash: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
}

export interface BriefText {
  brandName: string;
  purpose: string;
  style: string;
  notes: string;
}

const EDITABLE_BRIEF: readonly CommissionStatus[] = ['awaiting_brief', 'brief_received'];

export function createCommissionRepository(db: Kysely<Database>) {
  function withOrder() {
    return db
      .selectFrom('commissions')
      .innerJoin('orders', 'orders.id', 'commissions.order_id')
      .selectAll('commissions')
      .select(['orders.customer_name', 'orders.customer_email'])
      .select((eb) =>
        eb
          .selectFrom('commission_files')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('commission_files.commission_id', '=', 'commissions.id')
          .as('file_count'),
      )
      .$narrowType<{ file_count: number }>();
  }

  /**
   * Locks a commission for the rest of the transaction, so uploads, deletes and delivery queue up:
   * the methods that call it run inside the service's withTransaction.
   */
  async function lock(id: string): Promise<CommissionRow | undefined> {
    return db.selectFrom('commissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  return {
    /**
     * One commission per logo unit of the order's lines. Called inside the order's own
     * transaction (db is then that transaction), so an order never exists without them.
     */
    async insertForLines(
      orderId: string,
      lines: readonly { kind: LineKind; artworkId: string; title: string; quantity: number }[],
    ): Promise<void> {
      const rows = lines.flatMap((line, position) => {
        const units = line.kind === 'package' ? logoCommissionsOf(line.artworkId, line.quantity) : 0;
        return Array.from({ length: units }, (_, index) => ({
          order_id: orderId,
          line_position: position,
          unit: index + 1,
          product_id: line.artworkId,
          product_name: line.title,
        }));
      });
      if (rows.length === 0) return;
      await db
        .insertInto('commissions')
        .values(rows)
        .onConflict((oc) => oc.columns(['order_id', 'line_position', 'unit']).doNothing())
        .execute();
    },

    async listForOrder(orderId: string): Promise<CommissionRow[]> {
      return db
        .selectFrom('commissions')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('line_position')
        .orderBy('unit')
        .execute();
    },

    /** Delivered files of an order's commissions, with the grant that carries each. */
    async listDeliveredFiles(orderId: string): Promise<(CommissionFileRow & { grant_id: string })[]> {
      const rows = await db
        .selectFrom('commission_files')
        .innerJoin('commissions', 'commissions.id', 'commission_files.commission_id')
        .selectAll('commission_files')
        .where('commissions.order_id', '=', orderId)
        .where('commission_files.grant_id', 'is not', null)
        .orderBy('commissions.line_position')
        .orderBy('commissions.unit')
        .orderBy('commission_files.position')
        .execute();
      return rows.flatMap((row) => (row.grant_id === null ? [] : [{ ...row, grant_id: row.grant_id }]));
    },

    /**
     * Saves the brief unless work has started; one statement, so a brief can never land after the
     * curator's first upload. Undefined when nothing was updated (unknown, or no longer editable).
     */
    async saveBrief(orderId: string, commissionId: string, brief: BriefText): Promise<CommissionRow | undefined> {
      return db
        .updateTable('commissions')
        .set({
          brief_brand_name: brief.brandName,
          brief_purpose: brief.purpose,
          brief_style: brief.style,
          brief_notes: brief.notes,
          brief_submitted_at: sql<Date>`now()`,
          status: sql<CommissionStatus>`case when status = 'awaiting_brief' then 'brief_received' else status end`,
          updated_at: sql<Date>`now()`,
        })
        .where('order_id', '=', orderId)
        .where('id', '=', commissionId)
        .where('status', 'in', EDITABLE_BRIEF)
        .returningAll()
        .executeTakeFirst();
    },

    async findInOrder(orderId: string, commissionId: string): Promise<CommissionRow | undefined> {
      return db
        .selectFrom('commissions')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('id', '=', commissionId)
        .executeTakeFirst();
    },

    /** The curator's list: oldest first, the order in which buyers have waited. */
    async listForAdmin(status: CommissionStatus | undefined): Promise<CommissionWithOrder[]> {
      let query = withOrder();
      if (status) query = query.where('commissions.status', '=', status);
      return query
        .orderBy('commissions.created_at')
        .orderBy('commissions.order_id')
        .orderBy('commissions.line_position')
        .orderBy('commissions.unit')
        .execute();
    },

    async countByStatus(): Promise<Record<CommissionStatus, number>> {
      const rows = await db
        .selectFrom('commissions')
        .select(['status', sql<number>`count(*)::int`.as('n')])
        .groupBy('status')
        .execute();
      const counts = Object.fromEntries(COMMISSION_STATUSES.map((status) => [status, 0])) as Record<
        CommissionStatus,
        number
      >;
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    async findWithOrder(id: string): Promise<CommissionWithOrder | undefined> {
      return withOrder().where('commissions.id', '=', id).executeTakeFirst();
    },

    async listFiles(commissionId: string): Promise<CommissionFileRow[]> {
      return db
        .selectFrom('commission_files')
        .selectAll()
        .where('commission_id', '=', commissionId)
        .orderBy('position')
        .execute();
    },

    /**
     * Records stored files and marks the work started. 'delivered' when the commission was
     * delivered meanwhile (the caller removes the objects it stored), undefined when unknown.
     */
    async addFiles(
      commissionId: string,
      files: readonly NewCommissionFile[],
    ): Promise<'added' | 'delivered' | undefined> {
      const row = await lock(commissionId);
      if (!row) return undefined;
      if (row.status === 'delivered') return 'delivered';
      const last = await db
        .selectFrom('commission_files')
        .select(sql<number>`coalesce(max(position), -1)::int`.as('position'))
        .where('commission_id', '=', commissionId)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('commission_files')
        .values(
          files.map((file, index) => ({
            commission_id: commissionId,
            position: last.position + 1 + index,
            storage_key: file.storageKey,
            original_name: file.originalName,
            mime_type: file.mimeType,
            size_bytes: file.sizeBytes,
          })),
        )
        .execute();
      await db
        .updateTable('commissions')
        .set({ status: 'in_progress', updated_at: sql<Date>`now()` })
        .where('id', '=', commissionId)
        .execute();
      return 'added';
    },

    /** Removes a file row before delivery; answers its storage key so the caller removes the object. */
    async removeFile(
      commissionId: string,
      fileId: string,
    ): Promise<{ storageKey: string } | 'delivered' | 'no_commission' | 'no_file'> {
      const row = await lock(commissionId);
      if (!row) return 'no_commission';
      if (row.status === 'delivered') return 'delivered';
      const removed = await db
        .deleteFrom('commission_files')
        .where('commission_id', '=', commissionId)
        .where('id', '=', fileId)
        .returning('storage_key')
        .executeTakeFirst();
      return removed ? { storageKey: removed.storage_key } : 'no_file';
    },

    /**
     * Turns the files into download grants of the order, once: the commission row is locked, so a
     * second or concurrent delivery finds it delivered and adds nothing. Grants are appended after
     * the order's existing ones and keyed by file id (download_grants is unique per order and
     * "artwork" id), with the 30-day expiry counted from this delivery.
     */
    async deliver(
      commissionId: string,
      makeGrants: (files: readonly CommissionFileRow[]) => NewGrant[],
      deliveredAt: Date,
    ): Promise<'delivered' | 'already_delivered' | 'no_files' | 'refunded' | undefined> {
      const row = await lock(commissionId);
      if (!row) return undefined;
      if (row.status === 'delivered') return 'already_delivered';
      // The order is locked as a refund locks it, so a delivery and a refund of its
      // line never cross; a refunded logo line (or order) gets no new grants.
      const order = await db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', row.order_id)
        .forNoKeyUpdate()
        .executeTakeFirst();
      const line = await db
        .selectFrom('order_lines')
        .select('refunded_at')
        .where('order_id', '=', row.order_id)
        .where('position', '=', row.line_position)
        .executeTakeFirst();
      if (line?.refunded_at || (order && order.status !== 'completed' && order.status !== 'partially_refunded')) {
        return 'refunded';
      }
      const files = await db
        .selectFrom('commission_files')
        .selectAll()
        .where('commission_id', '=', commissionId)
        .orderBy('position')
        .execute();
      if (files.length === 0) return 'no_files';
      const grants = makeGrants(files);
      const expiresAt = new Date(deliveredAt.getTime() + DOWNLOAD_LINK_VALID_MS);
      // Keyed by file id: download_grants is unique per order and "artwork" id.
      await appendGrants(
        db,
        row.order_id,
        grants.map((grant) => ({ ...grant, artworkId: grant.fileId, expiresAt })),
      );
      for (const grant of grants) {
        await db.updateTable('commission_files').set({ grant_id: grant.id }).where('id', '=', grant.fileId).execute();
      }
      await db
        .updateTable('commissions')
        .set({ status: 'delivered', delivered_at: deliveredAt, updated_at: sql<Date>`now()` })
        .where('id', '=', commissionId)
        .execute();
      return 'delivered';
    },
  };
}

export type CommissionRepository = ReturnType<typeof createCommissionRepository>;

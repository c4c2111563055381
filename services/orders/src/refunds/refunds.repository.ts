import type { OrderStatus, RefundSource } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, OrderLineRow, OrderRow, RefundRow, RevokedGrant } from '../db/schema.js';
import type { OrderRepository } from '../orders/orders.repository.js';
import { grantFileName } from '../downloads/grant-file-name.js';
import type { RefundParts } from './refund-amounts.js';

export interface NewRefund {
  orderId: string;
  providerRefundId: string;
  parts: RefundParts;
  source: RefundSource;
  requestedBy: string;
  paymentEventId?: string;
  /** The curator's reason. */
  reason?: string | null;
}

/**
 * The order's own rows change through their owner, on the refund's database (given by
 * src/repositories.ts, not made here).
 */
type OrderWrites = Pick<OrderRepository, 'markLinesRefunded' | 'revokeGrants' | 'setStatus' | 'recordEvent'>;

const NAMING_COLUMNS = [
  'download_grants.storage_key',
  'download_grants.original_name',
  'download_grants.mime_type',
] as const;

/** A grant's work title: its own (a pick's), else its order line's. */
const workTitle = sql<string | null>`coalesce(download_grants.title, (
  select order_lines.title from order_lines
  where order_lines.order_id = download_grants.order_id and order_lines.artwork_id = download_grants.artwork_id
  order by order_lines.position limit 1))`.as('work_title');

/**
 * A closed grant as the refund keeps it: named as the buyer saved the file (a work after its
 * title), so the refund e-mail never shows the artist's working file name.
 */
const revokedGrant = (row: {
  id: string;
  storage_key: string;
  original_name: string;
  mime_type: string;
  work_title: string | null;
}): RevokedGrant => ({ id: row.id, name: grantFileName({ ...row, title: row.work_title }, undefined) });

/** SQL of refunds; `db` may be a transaction, and `orders` is the orders repository on that same `db`. */
function createRefundQueries(db: Kysely<Database>, orders: OrderWrites) {
  return {
    /**
     * The order, locked until the transaction ends: refunds of one order (clicks, webhooks) queue
     * here. FOR NO KEY UPDATE, so a pick or delivery inserting grants (whose foreign key takes a
     * KEY SHARE lock on the order) never deadlocks with a refund.
     */
    async lockOrder(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lockOrderByPaypalId(paypalOrderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('paypal_order_id', '=', paypalOrderId)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    async listRefunds(orderId: string): Promise<RefundRow[]> {
      return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
    },

    /** A refund already recorded under this provider refund id or payment event. */
    async findKnown(providerRefundId: string | null, paymentEventId: string): Promise<RefundRow | undefined> {
      return db
        .selectFrom('refunds')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('payment_event_id', '=', paymentEventId),
            ...(providerRefundId === null ? [] : [eb('provider_refund_id', '=', providerRefundId)]),
          ]),
        )
        .executeTakeFirst();
    },

    async findByEvent(orderId: string, eventId: string): Promise<RefundRow | undefined> {
      return db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
    },

    async listLines(orderId: string): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },

    /**
     * The live (not revoked) grants a set of lines delivers: an artwork line's own grant, a pack
     * line's picks, a logo line's delivered commission files.
     */
    async liveGrantsOfLines(orderId: string, lines: readonly OrderLineRow[]): Promise<RevokedGrant[]> {
      if (lines.length === 0) return [];
      const artworkIds = lines.filter((l) => l.kind === 'artwork').map((l) => l.artwork_id);
      const lineIds = lines.map((l) => l.id);
      const positions = lines.map((l) => l.position);
      const rows = await db
        .selectFrom('download_grants')
        .select(['download_grants.id', ...NAMING_COLUMNS, workTitle])
        .where('download_grants.order_id', '=', orderId)
        .where('download_grants.revoked_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(artworkIds.length > 0
              ? [
                  eb.and([
                    eb('download_grants.order_line_id', 'is', null),
                    eb('download_grants.artwork_id', 'in', artworkIds),
                  ]),
                ]
              : []),
            eb('download_grants.order_line_id', 'in', lineIds),
            eb(
              'download_grants.id',
              'in',
              eb
                .selectFrom('commission_files')
                .innerJoin('commissions', 'commissions.id', 'commission_files.commission_id')
                .select('commission_files.grant_id')
                .where('commissions.order_id', '=', orderId)
                .where('commissions.line_position', 'in', positions)
                .where('commission_files.grant_id', 'is not', null),
            ),
          ]),
        )
        .orderBy('download_grants.position')
        .execute();
      return rows.map(revokedGrant);
    },

    async liveGrantsOfOrder(orderId: string): Promise<RevokedGrant[]> {
      const rows = await db
        .selectFrom('download_grants')
        .select(['download_grants.id', ...NAMING_COLUMNS, workTitle])
        .where('download_grants.order_id', '=', orderId)
        .where('download_grants.revoked_at', 'is', null)
        .orderBy('download_grants.position')
        .execute();
      return rows.map(revokedGrant);
    },

    /**
     * Records the refund with the lines it covers, the grants it closed, the order's new status
     * and its `order.refunded` outbox row; the caller's transaction makes it all or nothing.
     */
    async record(
      refund: NewRefund,
      effects: { lineIds: readonly string[]; revoked: readonly RevokedGrant[]; status: OrderStatus },
    ): Promise<RefundRow> {
      const row = await db
        .insertInto('refunds')
        .values({
          order_id: refund.orderId,
          provider_refund_id: refund.providerRefundId,
          amount_cents: refund.parts.amountCents,
          subtotal_cents: refund.parts.subtotalCents,
          discount_cents: refund.parts.discountCents,
          tax_cents: refund.parts.taxCents,
          source: refund.source,
          requested_by: refund.requestedBy,
          payment_event_id: refund.paymentEventId ?? null,
          reason: refund.reason ?? null,
          revoked_grants: JSON.stringify(effects.revoked),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The order's own rows change through their owner, in this same transaction.
      await orders.markLinesRefunded(refund.orderId, effects.lineIds, row.id);
      await orders.revokeGrants(
        refund.orderId,
        effects.revoked.map((grant) => grant.id),
      );
      await orders.setStatus(refund.orderId, effects.status);
      const eventId = await orders.recordEvent('order.refunded', refund.orderId);
      return db
        .updateTable('refunds')
        .set({ event_id: eventId ?? null })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export function createRefundRepository(db: Kysely<Database>, { orders }: { orders: OrderWrites }) {
  return {
    ...createRefundQueries(db, orders),
    /** Count and sum of refunds per source, for the metrics. */
    async totals(): Promise<{ source: string; refunds: number; cents: number }[]> {
      const rows = await db
        .selectFrom('refunds')
        .select([
          'source',
          sql<number>`count(*)::int`.as('refunds'),
          sql<string>`coalesce(sum(amount_cents), 0)::bigint`.as('cents'),
        ])
        .groupBy('source')
        .execute();
      return rows.map((row) => ({ source: row.source, refunds: row.refunds, cents: Number(row.cents) }));
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;

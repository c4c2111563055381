import type { ListAdminOrdersQuery, OrderEventType, OrderStatus } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CommissionRepository } from '../commissions/commissions.repository.js';
import type { Database, DownloadGrantRow, OrderLineRow, OrderRow } from '../db/schema.js';
import { OPEN_DOWNLOAD_ORDER_STATUSES } from '../downloads/open-downloads.js';
import { recordOrderEvent } from '../events/outbox.repository.js';
import { appendGrants, grantLine, type NewGrantRow } from './grant-queries.js';
import { assignInvoiceNumber } from './invoice-queries.js';
import { insertOrderWithItems, type NewOrder } from './order-insert-queries.js';
import { searchOrders } from './orders-search.js';

/** A live download grant and what it delivers. */
export interface OpenGrant {
  id: string;
  artworkId: string;
  title: string;
  /** When the grant was made: a work's extra file removed later is still delivered to it. */
  createdAt: Date;
  /** The licence tier sold with the work (its line's, as sold); null: the shop licence. */
  licence_name: string | null;
  licence_text: string | null;
}

/** What the orders repository writes through others' repositories, made on its own transaction. */
export interface OrderRepositoryNeeds {
  /** The commissions repository on a database (src/repositories.ts passes the factory). */
  commissionsOn(db: Kysely<Database>): Pick<CommissionRepository, 'insertForLines'>;
}

/**
 * The orders aggregate: the one writer of `orders`, `order_lines` and `download_grants`; feature
 * services (pending orders, picks, refunds) change them through it. `db` may be a transaction.
 * It constructs no other repository; src/repositories.ts gives it what it needs.
 */
export function createOrderRepository(db: Kysely<Database>, { commissionsOn }: OrderRepositoryNeeds) {
  async function findGrant(orderId: string, grantId: string): Promise<DownloadGrantRow | undefined> {
    return db
      .selectFrom('download_grants')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('id', '=', grantId)
      .executeTakeFirst();
  }

  /**
   * The order with its live grants in link order, each with what it delivers: a pick's title,
   * else its bought line's title, else the file's name (a commission file). One statement: the
   * order page's read, asked once per checkout (a left join keeps an order with no live grant).
   */
  async function findWithOpenGrants(id: string): Promise<{ order: OrderRow; grants: OpenGrant[] } | undefined> {
    const rows = await db
      .selectFrom('orders')
      .leftJoin('download_grants', (join) =>
        join
          .onRef('download_grants.order_id', '=', 'orders.id')
          .on('download_grants.revoked_at', 'is', null)
          .on('orders.status', 'in', OPEN_DOWNLOAD_ORDER_STATUSES),
      )
      .leftJoinLateral(grantLine, (join) => join.onTrue())
      .selectAll('orders')
      .select((eb) => [
        'download_grants.id as grant_id',
        'download_grants.artwork_id as grant_artwork_id',
        'download_grants.created_at as grant_created_at',
        'line.licence_name as grant_licence_name',
        'line.licence_text as grant_licence_text',
        eb.fn.coalesce('download_grants.title', 'line.title', 'download_grants.original_name').as('grant_title'),
      ])
      .where('orders.id', '=', id)
      .orderBy('download_grants.position')
      .execute();
    const first = rows[0];
    if (!first) return undefined;
    const {
      grant_id: _id,
      grant_artwork_id: _artworkId,
      grant_created_at: _createdAt,
      grant_licence_name: _licenceName,
      grant_licence_text: _licenceText,
      grant_title: _title,
      ...order
    } = first;
    const grants = rows.flatMap((row): OpenGrant[] =>
      row.grant_id === null || row.grant_artwork_id === null || row.grant_created_at === null
        ? []
        : [
            {
              id: row.grant_id,
              artworkId: row.grant_artwork_id,
              createdAt: row.grant_created_at,
              title: row.grant_title ?? '',
              licence_name: row.grant_licence_name ?? null,
              licence_text: row.grant_licence_text ?? null,
            },
          ],
    );
    return { order, grants };
  }

  /** An order's live grants, as findWithOpenGrants gives them; none for an unknown order. */
  async function listOpenGrants(orderId: string): Promise<OpenGrant[]> {
    return (await findWithOpenGrants(orderId))?.grants ?? [];
  }

  return {
    async findById(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The order with every line and grant (revoked ones too), each in its order, in one statement:
     * the receipt's read, asked once per checkout. The children travel as JSON, whose timestamps
     * are text: they are made dates again here.
     */
    async findWithLinesAndGrants(
      id: string,
    ): Promise<{ order: OrderRow; lines: OrderLineRow[]; grants: DownloadGrantRow[] } | undefined> {
      const row = await db
        .selectFrom('orders')
        .selectAll('orders')
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('order_lines')
              .selectAll('order_lines')
              .whereRef('order_lines.order_id', '=', 'orders.id')
              .orderBy('order_lines.position'),
          ).as('lines'),
          jsonArrayFrom(
            eb
              .selectFrom('download_grants')
              .selectAll('download_grants')
              .whereRef('download_grants.order_id', '=', 'orders.id')
              .orderBy('download_grants.position'),
          ).as('grants'),
        ])
        .where('orders.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { lines, grants, ...order } = row;
      return {
        order,
        lines: lines.map((line) => ({ ...line, refunded_at: dateOrNull(line.refunded_at) })),
        grants: grants.map((grant) => ({
          ...grant,
          expires_at: new Date(grant.expires_at),
          created_at: new Date(grant.created_at),
          revoked_at: dateOrNull(grant.revoked_at),
          last_downloaded_at: dateOrNull(grant.last_downloaded_at),
        })),
      };
    },

    async findByPaypalOrderId(paypalOrderId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('paypal_order_id', '=', paypalOrderId).executeTakeFirst();
    },

    /**
     * Ids of an order's grants whose links can work, in cart order: enough to rebuild its download
     * links. A revoked grant, or any grant of an order whose downloads are closed (refunded,
     * reversed), is left out: its link answers 410. An expired one stays, as the page
     * says links last 30 days and the curator can extend it.
     */
    async listOpenGrantIds(orderId: string): Promise<string[]> {
      return (await listOpenGrants(orderId)).map((grant) => grant.id);
    },

    listOpenGrants,

    findWithOpenGrants,

    /**
     * Inserts the order with its lines and grants in one transaction, unless an order for this
     * PayPal order exists: the unique constraint decides, so concurrent requests cannot both
     * insert (a racing insert waits for the first to commit, then does nothing). Returns the new
     * order's id, or undefined when it already existed.
     */
    async insertIfNew(order: NewOrder): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const orderId = await insertOrderWithItems(trx, order);
        if (orderId === undefined) return undefined;
        // Each logo unit becomes a commission, in this same transaction.
        await commissionsOn(trx).insertForLines(orderId, order.lines);
        // Numbered in this transaction, so a recording that fails gives its number back; last,
        // so the year's counter row stays locked (other recordings wait) only until the commit.
        if (order.status !== 'pending') await assignInvoiceNumber(trx, orderId);
        return orderId;
      });
    },

    /** One page of orders for the dashboard, newest first, with the count of every match. */
    async listForAdmin(
      query: ListAdminOrdersQuery,
    ): Promise<{ rows: (OrderRow & { item_count: number })[]; total: number }> {
      return searchOrders(db, query);
    },

    async listLines(orderId: string): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },

    async listGrants(orderId: string): Promise<DownloadGrantRow[]> {
      return db.selectFrom('download_grants').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },

    /**
     * Moves a live grant's expiry to `days` after the later of now and its current expiry, in one
     * statement so two clicks add twice, never lose one. Undefined when the order has no such
     * grant; the row unchanged (revoked_at set) when it was revoked.
     */
    async extendGrant(orderId: string, grantId: string, days: number): Promise<DownloadGrantRow | undefined> {
      const updated = await db
        .updateTable('download_grants')
        .set({ expires_at: sql<Date>`greatest(expires_at, now()) + make_interval(days => ${days})` })
        .where('order_id', '=', orderId)
        .where('id', '=', grantId)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return updated ?? findGrant(orderId, grantId);
    },

    /** Idempotent: a second revoke keeps the first time. */
    async revokeGrant(orderId: string, grantId: string): Promise<DownloadGrantRow | undefined> {
      return db
        .updateTable('download_grants')
        .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
        .where('order_id', '=', orderId)
        .where('id', '=', grantId)
        .returningAll()
        .executeTakeFirst();
    },

    /** With the work's title as the order recorded it (a pick's own, else its bought line's; null for a commission file). */
    async findGrantByTokenHash(
      tokenHash: string,
    ): Promise<
      (DownloadGrantRow & { order_status: string; work_title: string | null; refunded_at: Date | null }) | undefined
    > {
      return db
        .selectFrom('download_grants')
        .innerJoin('orders', 'orders.id', 'download_grants.order_id')
        .selectAll('download_grants')
        .select((eb) => [
          'orders.status as order_status',
          // The refund that closed this grant (its revoked_grants name it), so the link's
          // page says "refunded on …" instead of "revoked"; the latest refund when the whole order went.
          eb
            .selectFrom('refunds')
            .select(sql<Date>`max(refunds.created_at)`.as('refunded_at'))
            .whereRef('refunds.order_id', '=', 'download_grants.order_id')
            .where(
              sql<boolean>`(refunds.revoked_grants @> jsonb_build_array(jsonb_build_object('id', download_grants.id)) or orders.status = 'refunded')`,
            )
            .as('refunded_at'),
          eb.fn
            .coalesce(
              'download_grants.title',
              eb
                .selectFrom('order_lines')
                .select('order_lines.title')
                .whereRef('order_lines.order_id', '=', 'download_grants.order_id')
                .whereRef('order_lines.artwork_id', '=', 'download_grants.artwork_id')
                .orderBy('order_lines.position')
                .limit(1),
            )
            .as('work_title'),
        ])
        .where('download_grants.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Atomic, so parallel downloads each count. */
    async countDownload(grantId: string): Promise<void> {
      await db
        .updateTable('download_grants')
        .set((eb) => ({ download_count: eb('download_count', '+', 1), last_downloaded_at: new Date() }))
        .where('id', '=', grantId)
        .execute();
    },

    /**
     * Pending → completed, keeping a capture id already known; false when it was not
     * pending. The order gets its invoice number, so `db` must be the transaction that
     * completes it (pending-orders.service.ts).
     */
    async completeIfPending(orderId: string, captureId: string | null): Promise<boolean> {
      const updated = await db
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
      if (updated) await assignInvoiceNumber(db, orderId);
      return updated !== undefined;
    },

    /** Pending → denied; false when the order was not pending. */
    async denyIfPending(orderId: string): Promise<boolean> {
      const updated = await db
        .updateTable('orders')
        .set({ status: 'denied', updated_at: sql<Date>`now()` })
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    async setStatus(orderId: string, status: OrderStatus): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status, updated_at: sql<Date>`now()` })
        .where('id', '=', orderId)
        .execute();
    },

    /** Adds grants after the order's existing ones (see grant-queries.ts). */
    addGrants: (orderId: string, grants: readonly NewGrantRow[]) => appendGrants(db, orderId, grants),

    /** Records an event of the order in the outbox; run it in the transaction of the change it announces. */
    recordEvent: (type: OrderEventType, orderId: string) => recordOrderEvent(db, type, orderId),

    /**
     * Spends `count` credits of a pack line, only if that many are left: false otherwise. Under
     * the line's row lock this always succeeds; the condition (and the table's check) is the second guard.
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

    /** The lines a refund covered; a line refunded before keeps its first refund. */
    async markLinesRefunded(orderId: string, lineIds: readonly string[], refundId: string): Promise<void> {
      if (lineIds.length === 0) return;
      await db
        .updateTable('order_lines')
        .set({ refunded_at: sql<Date>`now()`, refund_id: refundId })
        .where('order_id', '=', orderId)
        .where('id', 'in', lineIds)
        .where('refunded_at', 'is', null)
        .execute();
    },

    /** Idempotent: a grant revoked before keeps its first time. */
    async revokeGrants(orderId: string, grantIds: readonly string[]): Promise<void> {
      if (grantIds.length === 0) return;
      await db
        .updateTable('download_grants')
        .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
        .where('order_id', '=', orderId)
        .where('id', 'in', grantIds)
        .execute();
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

/** A timestamp read back from JSON (text), or none. */
const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

import type { LibraryAfterExpiry } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordOrderEvent } from '../events/outbox.repository.js';
import { grantLine } from '../orders/grant-queries.js';

/**
 * Which orders a library lists: every order paid with the address as its receipt address (the
 * one the buyer typed at checkout, which every e-mail of the order went to), any case. Orders not
 * paid (pending, denied) have nothing to show.
 */
const LISTED_STATUSES = ['completed', 'partially_refunded', 'refunded', 'reversed'] as const;
/** Orders whose remaining works may get new links; a refunded or reversed one never does. */
const RENEWABLE_STATUSES = ['completed', 'partially_refunded'] as const;

export interface LibraryGrantRow {
  id: string;
  order_id: string;
  artwork_id: string;
  title: string | null;
  original_name: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  /** The licence tier sold with the work (its line's, as sold); null: the shop licence. */
  licence_name: string | null;
  licence_text: string | null;
}

/** Sign-in links, the per-address limit, the artist's setting and an address's orders; `db` may be a transaction. */
export function createLibraryRepository(db: Kysely<Database>) {
  return {
    /** As lost-links: one row per request (hashed address), and how many it made within the window. */
    async recordRequest(emailHash: string, windowMs: number): Promise<number> {
      const since = sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`;
      await db
        .deleteFrom('library_sign_in_requests')
        .where('email_hash', '=', emailHash)
        .where('created_at', '<', since)
        .execute();
      await db.insertInto('library_sign_in_requests').values({ email_hash: emailHash }).execute();
      const row = await db
        .selectFrom('library_sign_in_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('email_hash', '=', emailHash)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Stores a new link's hash; links that ended a day ago are cleared on the way (a used one says "used" for a day). */
    async storeLink(link: { tokenHash: string; email: string; expiresAt: Date }): Promise<void> {
      await db
        .deleteFrom('library_sign_in_links')
        .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
      await db
        .insertInto('library_sign_in_links')
        .values({ token_hash: link.tokenHash, email: link.email, expires_at: link.expiresAt })
        .execute();
    },

    /**
     * Spends a link in one statement (two tabs opening it at once: one wins). Answers the row as it
     * was before: `used_at` set means it had been spent already.
     */
    async spendLink(tokenHash: string) {
      const spent = await db
        .updateTable('library_sign_in_links')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['email', 'expires_at'])
        .executeTakeFirst();
      if (spent) return { state: 'spent' as const, email: spent.email };
      const row = await db
        .selectFrom('library_sign_in_links')
        .select(['used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { state: 'unknown' as const };
      return { state: row.used_at ? ('used' as const) : ('expired' as const) };
    },

    async afterExpiry(): Promise<{ afterExpiry: LibraryAfterExpiry; updatedAt: Date | null }> {
      const row = await db.selectFrom('library_settings').select(['after_expiry', 'updated_at']).executeTakeFirst();
      return row
        ? { afterExpiry: row.after_expiry, updatedAt: row.updated_at }
        : { afterExpiry: 'renew', updatedAt: null };
    },

    async saveAfterExpiry(
      afterExpiry: LibraryAfterExpiry,
    ): Promise<{ afterExpiry: LibraryAfterExpiry; updatedAt: Date }> {
      const row = await db
        .insertInto('library_settings')
        .values({ id: true, after_expiry: afterExpiry })
        .onConflict((oc) => oc.column('id').doUpdateSet({ after_expiry: afterExpiry, updated_at: sql`now()` }))
        .returning(['after_expiry', 'updated_at'])
        .executeTakeFirstOrThrow();
      return { afterExpiry: row.after_expiry, updatedAt: row.updated_at };
    },

    /** The address's paid orders, newest first (at most `limit`). */
    async ordersOf(email: string, limit: number, orderId?: string) {
      let query = db
        .selectFrom('orders')
        .select(['id', 'status', 'total_cents', 'created_at'])
        .where(sql<string>`lower(customer_email)`, '=', email)
        .where('status', 'in', LISTED_STATUSES);
      if (orderId !== undefined) query = query.where('id', '=', orderId);
      return query.orderBy('created_at', 'desc').limit(limit).execute();
    },

    /** The orders' grants in their order, each with its work's title (a bought work's from its line). */
    async grantsOf(orderIds: readonly string[]): Promise<LibraryGrantRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('download_grants')
        .leftJoinLateral(grantLine, (join) => join.onTrue())
        .select([
          'download_grants.id',
          'download_grants.order_id',
          'download_grants.artwork_id',
          'download_grants.original_name',
          'download_grants.expires_at',
          'download_grants.revoked_at',
          'download_grants.created_at',
          sql<string | null>`coalesce(download_grants.title, line.title)`.as('title'),
          'line.licence_name',
          'line.licence_text',
        ])
        .where('download_grants.order_id', 'in', orderIds)
        .orderBy('download_grants.order_id')
        .orderBy('download_grants.position')
        .execute();
    },

    /**
     * New 30-day links for an order's expired, unrevoked grants, when the order may have them, with
     * a `links.resent` event (the buyer gets them by e-mail too, as a resend). Answers how many
     * grants it renewed; `db` is a transaction.
     */
    async renewExpired(orderId: string, expiresAt: Date): Promise<number> {
      const renewed = await db
        .updateTable('download_grants')
        .set({ expires_at: expiresAt })
        .where('order_id', '=', orderId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '<=', sql<Date>`now()`)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('orders')
              .select('orders.id')
              .where('orders.id', '=', orderId)
              .where('orders.status', 'in', RENEWABLE_STATUSES),
          ),
        )
        .returning('id')
        .execute();
      if (renewed.length > 0) await recordOrderEvent(db, 'links.resent', orderId);
      return renewed.length;
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
export const isRenewableStatus = (status: string) => (RENEWABLE_STATUSES as readonly string[]).includes(status);

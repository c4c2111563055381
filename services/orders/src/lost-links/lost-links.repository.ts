import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordOrderEvent } from '../events/outbox.repository.js';

/** Orders whose links are live: the others have nothing to send (contracts ORDER_STATUSES). */
const STATUSES_WITH_LINKS = ['completed', 'partially_refunded'] as const;

/** Resend requests and the `links.resent` events they write; `db` is a transaction for the writes. */
export function createLostLinksRepository(db: Kysely<Database>) {
  return {
    /**
     * Records one request for an address (by its hash) and answers how many it made within the
     * window, this one included. Older rows of the same address are cleared on the way.
     */
    async recordRequest(emailHash: string, windowMs: number): Promise<number> {
      const since = sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`;
      await db
        .deleteFrom('link_resend_requests')
        .where('email_hash', '=', emailHash)
        .where('created_at', '<', since)
        .execute();
      await db.insertInto('link_resend_requests').values({ email_hash: emailHash }).execute();
      const row = await db
        .selectFrom('link_resend_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('email_hash', '=', emailHash)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Writes a `links.resent` event for each of the newest orders paid with this address (any
     * case) that still have links, in one INSERT … SELECT: the same statement runs whether or not
     * anything matches, and whether or not the address is over its limit (`isAllowed` false
     * matches nothing), so the answer's timing says nothing about the address. With an order
     * number, only the order whose id starts with it (the full id, or the short number e-mails and
     * the dashboard show); the caller passes hex digits and dashes only, so `like` sees no
     * wildcard. Answers how many events were written.
     */
    async recordResentForAddress({
      email,
      orderNumber,
      limit,
      isAllowed,
    }: {
      email: string;
      orderNumber: string | undefined;
      limit: number;
      isAllowed: boolean;
    }): Promise<number> {
      const rows = await db
        .insertInto('order_outbox')
        .columns(['type', 'order_id'])
        .expression((eb) =>
          eb
            .selectFrom('orders')
            .select([sql<'links.resent'>`'links.resent'`.as('type'), 'id'])
            .where(sql<string>`lower(customer_email)`, '=', email.toLowerCase())
            .where('status', 'in', STATUSES_WITH_LINKS)
            .where(sql<string>`id::text`, 'like', `${orderNumber ?? ''}%`)
            .where(sql<boolean>`${isAllowed}`)
            .orderBy('created_at', 'desc')
            .limit(limit),
        )
        .returning('id')
        .execute();
      return rows.length;
    },

    async findOrder(id: string) {
      return db.selectFrom('orders').select(['id', 'customer_email', 'status']).where('id', '=', id).executeTakeFirst();
    },

    recordResent: (orderId: string) => recordOrderEvent(db, 'links.resent', orderId),
  };
}

export type LostLinksRepository = ReturnType<typeof createLostLinksRepository>;
export const hasLiveLinks = (status: string) => (STATUSES_WITH_LINKS as readonly string[]).includes(status);

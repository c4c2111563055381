import { sql, type Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../db/schema.js';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const since = (ms: number) => sql<Date>`now() - make_interval(secs => ${ms / 1000})`;

export function createContactRepository(db: Kysely<Database>) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      return db.insertInto('contact_messages').values(message).returningAll().executeTakeFirstOrThrow();
    },

    /** Messages from this address (any case) within the window: the per-address limit. */
    async countRecentFrom(email: string, windowMs: number): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('created_at', '>=', since(windowMs))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async list(limit: number, offset: number): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('contact_messages')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('contact_messages')
          .select((eb) => [
            eb.fn.countAll<string>().as('total'),
            eb.fn.count<string>('id').filterWhere('read_at', 'is', null).as('unread'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counts.total), unread: Number(counts.unread) };
    },

    async findById(id: string): Promise<ContactMessageRow | undefined> {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Read keeps the first time it was read; unread clears it. */
    async setRead(id: string, isRead: boolean): Promise<ContactMessageRow | undefined> {
      return db
        .updateTable('contact_messages')
        .set({ read_at: isRead ? sql<Date>`coalesce(read_at, now())` : null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async markEmailed(id: string): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ emailed_at: sql<Date>`coalesce(emailed_at, now())` })
        .where('id', '=', id)
        .execute();
    },

    /** Messages whose copy has not left yet, older than `olderThanMs` (their job may be lost). */
    async listNotEmailed(olderThanMs: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('contact_messages')
        .select('id')
        .where('emailed_at', 'is', null)
        .where('created_at', '<', since(olderThanMs))
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

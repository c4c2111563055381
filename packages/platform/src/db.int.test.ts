import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('createDb', () => {
  // An unhandled 'error' fails the whole vitest run (and, in a service, ends the process), so this
  // test fails without the per-client listener in createDb.
  it('survives PostgreSQL ending a connection that is checked out in a transaction', async () => {
    const db = createDb<unknown>({ url: DATABASE_URL, schema: 'public', onPoolError: () => undefined });
    const admin = createDb<unknown>({ url: DATABASE_URL, schema: 'public' });
    try {
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const pid = rows[0]?.pid;
        // The backend is ended while this client is checked out and idle in the transaction.
        await sql`select pg_terminate_backend(${pid})`.execute(admin);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      // The pool goes on with a fresh connection.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
      await admin.destroy();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { createDb, migrateToLatest } from '@shop/platform';
import { type Kysely, type Migration, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// On Kubernetes every replica of a service starts at once after a release, and each runs
// migrateToLatest before listening (no migration Job): this proves that replicas starting
// together on a fresh schema apply each migration exactly once and all start.
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `k8s_migrations_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Two migrations that record each run and take a while, so that parallel runs would overlap. */
const migrations: Record<string, Migration> = {
  '202601010000_create-runs': {
    async up(db: Kysely<unknown>) {
      await sql`create table runs (migration text not null)`.execute(db);
      await sql`select pg_sleep(0.2)`.execute(db);
      await sql`insert into runs values ('create-runs')`.execute(db);
    },
  },
  '202601010001_add-second': {
    async up(db: Kysely<unknown>) {
      await sql`select pg_sleep(0.2)`.execute(db);
      await sql`insert into runs values ('add-second')`.execute(db);
    },
  },
};

describe('replicas starting together', () => {
  beforeAll(async () => {
    await admin(`create database ${database}`);
  });

  afterAll(async () => {
    await admin(`drop database if exists ${database} with (force)`);
  });

  // Five fresh schemas each: the race, when there is one, does not show on every start.
  it.each([2, 3])('%i migrators on a fresh schema all start and migrate once', async (replicas) => {
    for (let round = 0; round < 5; round += 1) {
      const schema = `fresh_${replicas}_${randomBytes(4).toString('hex')}`;
      const dbs = Array.from({ length: replicas }, () => createDb<unknown>({ url: databaseUrl, schema }));
      try {
        // Connected first, as replicas are by the time they migrate, so the starts really coincide.
        await Promise.all(dbs.map((db) => sql`select 1`.execute(db)));
        const outcomes = await Promise.allSettled(dbs.map((db) => migrateToLatest(db, schema, migrations)));
        const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Error] : []));
        expect(failures.map((e) => `${e.message}: ${String(e.cause)}`)).toEqual([]);
        const first = dbs[0];
        if (!first) throw new Error('no database handle');
        const { rows } = await sql<{ migration: string }>`select migration from runs order by migration`.execute(first);
        expect(rows.map((r) => r.migration)).toEqual(['add-second', 'create-runs']);
      } finally {
        await Promise.all(dbs.map((db) => db.destroy()));
      }
    }
  });
});

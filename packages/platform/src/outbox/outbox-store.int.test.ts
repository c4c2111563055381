import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db.js';
import { createOutboxStore, type OutboxColumns } from './outbox-store.js';

interface TestOutboxTable extends OutboxColumns {
  payload: string;
}

interface TestDatabaseSchema {
  test_outbox: TestOutboxTable;
}

describe('createOutboxStore over a real outbox table', () => {
  let database: TestDatabase;
  let db: Kysely<TestDatabaseSchema>;

  beforeAll(async () => {
    database = await createTestDatabase('platform_outbox');
    db = createDb<TestDatabaseSchema>({ url: database.url, schema: 'public' });
    // The columns orders' and payments' outbox tables have, plus one of the event's own.
    await sql`
      create table test_outbox (
        id uuid primary key default gen_random_uuid(),
        payload text not null,
        created_at timestamptz not null default now(),
        published_at timestamptz,
        attempts integer not null default 0,
        last_error text
      )`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await db.deleteFrom('test_outbox').execute();
  });

  /** Rows a second apart, so "oldest first" has one answer. */
  async function insertEvents(...payloads: string[]): Promise<void> {
    await db
      .insertInto('test_outbox')
      .values(
        payloads.map((payload, index) => ({
          payload,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        })),
      )
      .execute();
  }

  const rowsByPayload = () => db.selectFrom('test_outbox').selectAll().orderBy('payload').execute();

  it('hands pending rows oldest first, at most `limit`, and marks each accepted one published', async () => {
    await insertEvents('a', 'b', 'c');
    const store = createOutboxStore(db, 'test_outbox');
    const seen: string[] = [];

    expect(await store.publishPending(2, async (row) => void seen.push(row.payload))).toEqual({ published: 2 });
    expect(seen).toEqual(['a', 'b']);
    expect(await store.countPending()).toBe(1);

    expect(await store.publishPending(2, async (row) => void seen.push(row.payload))).toEqual({ published: 1 });
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(await store.countPending()).toBe(0);
    const rows = await rowsByPayload();
    expect(rows.map((row) => [row.attempts, row.last_error, row.published_at instanceof Date])).toEqual([
      [1, null, true],
      [1, null, true],
      [1, null, true],
    ]);
    expect(await store.publishPending(2, async () => expect.fail('nothing is pending'))).toEqual({ published: 0 });
  });

  it('stops at the first refusal, counting the attempt and keeping its error on the row', async () => {
    await insertEvents('a', 'b', 'c');
    const store = createOutboxStore(db, 'test_outbox');
    const refusal = new Error(`Redis away ${'x'.repeat(1000)}`);

    const batch = await store.publishPending(10, async (row) => {
      if (row.payload === 'b') throw refusal;
    });

    expect(batch).toEqual({ published: 1, error: refusal });
    const [a, b, c] = await rowsByPayload();
    expect(a).toMatchObject({ attempts: 1, last_error: null });
    expect(a?.published_at).toBeInstanceOf(Date);
    expect(b).toMatchObject({ attempts: 1, published_at: null });
    expect(b?.last_error?.startsWith('Error: Redis away')).toBe(true);
    expect(b?.last_error).toHaveLength(500);
    expect(c).toMatchObject({ attempts: 0, published_at: null, last_error: null });
    expect(await store.countPending()).toBe(2);

    // The next round takes the refused row again, and success clears its error.
    expect(await store.publishPending(10, async () => undefined)).toEqual({ published: 2 });
    expect((await rowsByPayload())[1]).toMatchObject({ attempts: 2, last_error: null });
  });

  it('lets a second relay skip the rows a first one holds, so no row is handed out twice', async () => {
    await insertEvents('a', 'b', 'c', 'd');
    const store = createOutboxStore(db, 'test_outbox');
    const first: string[] = [];
    const second: string[] = [];
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed = (): void => undefined;
    const isClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });

    // The first relay claims two rows and waits, its transaction open, on its first publish.
    const firstBatch = store.publishPending(2, async (row) => {
      first.push(row.payload);
      claimed();
      await held;
    });
    await isClaimed;
    const secondBatch = await store.publishPending(10, async (row) => void second.push(row.payload));
    release();

    expect(await firstBatch).toEqual({ published: 2 });
    expect(secondBatch).toEqual({ published: 2 });
    expect(first).toEqual(['a', 'b']);
    expect(second).toEqual(['c', 'd']);
    expect(await store.countPending()).toBe(0);
  });
});

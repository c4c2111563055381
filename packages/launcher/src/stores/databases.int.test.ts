import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, databaseUrlFor, dropDatabase } from './databases.js';

// The PostgreSQL every integration test uses (the test kit's TEST_DATABASE_URL, else the local one).
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const tableCount = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema = 'public'",
    );
    return Number(result.rows[0]?.count);
  } finally {
    await client.end();
  }
};

describe('databases', () => {
  it('creates a database, leaves it as it is when asked only if missing, and drops it', async () => {
    const name = `launcher_db_${randomBytes(4).toString('hex')}`;
    const url = await createDatabase(SERVER, name);
    try {
      expect(url).toBe(databaseUrlFor(SERVER, name));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('create table kept (id int)');
      await client.end();

      await expect(createDatabase(SERVER, name)).rejects.toThrow(/already exists/);
      await createDatabase(SERVER, name, { ifMissing: true });
      expect(await tableCount(url)).toBe(1);
    } finally {
      await dropDatabase(SERVER, name);
    }
    await expect(tableCount(url)).rejects.toThrow(/does not exist/);
  });
});

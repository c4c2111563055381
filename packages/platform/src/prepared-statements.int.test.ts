import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatementsOf } from './prepared-statements.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const table = `prepared_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function preparedOnServer(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((row) => row.statement);
}

describe('prepareStatementsOf', () => {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create table ${table} (id int primary key, name text)`);
    await admin.query(`insert into ${table} values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
  });

  async function withClient(use: (client: pg.Client) => Promise<void>, cap?: number): Promise<void> {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    prepareStatementsOf(client, cap);
    try {
      await use(client);
    } finally {
      await client.end();
    }
  }

  it('prepares a repeated query once per connection and answers as before', async () => {
    await withClient(async (client) => {
      const text = `select * from ${table} where id = $1`;
      const first = await client.query(text, [1]);
      const second = await client.query(text, [2]);
      expect(first.rows).toEqual([{ id: 1, name: 'one' }]);
      expect(second.rows).toEqual([{ id: 2, name: 'two' }]);
      expect((await preparedOnServer(client)).filter((statement) => statement === text)).toHaveLength(1);
    });
  });

  it('sends transaction control and DDL unprepared', async () => {
    await withClient(async (client) => {
      await client.query('begin');
      await client.query(`create temp table scratch (id int)`);
      await client.query('commit');
      const statements = await preparedOnServer(client);
      expect(statements.some((statement) => /begin|commit|create/i.test(statement))).toBe(false);
    });
  });

  it('prepares no more statements than its cap, and runs the rest unprepared', async () => {
    await withClient(async (client) => {
      for (let n = 1; n <= 5; n++) {
        const { rows } = await client.query(`select ${n}::int as n from ${table} where id = $1`, [1]);
        expect(rows).toEqual([{ n }]);
      }
      const ours = (await preparedOnServer(client)).filter((statement) => statement.includes(table));
      expect(ours).toHaveLength(3);
    }, 3);
  });

  it('prepares again, and answers, when a migration adds a column a prepared select * reads', async () => {
    await withClient(async (client) => {
      const text = `select * from ${table} where id = $1`;
      await client.query(text, [1]);
      await admin.query(`alter table ${table} add column shown boolean not null default true`);
      try {
        // Standing alone: answered with the new column, not PostgreSQL's refusal.
        expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'one', shown: true }]);
        expect((await client.query(text, [2])).rows).toEqual([{ id: 2, name: 'two', shown: true }]);
      } finally {
        await admin.query(`alter table ${table} drop column shown`);
      }
      // Inside a transaction the statement fails once (the transaction is aborted); the next works.
      await client.query('begin');
      await expect(client.query(text, [1])).rejects.toThrow(/cached plan must not change result type/);
      await client.query('rollback');
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
    });
  });

  it('keeps answering after a prepared statement failed to run or to be prepared', async () => {
    await withClient(async (client) => {
      const insert = `insert into ${table} (id, name) values ($1, $2)`;
      await expect(client.query(insert, [1, 'again'])).rejects.toThrow(/duplicate key/);
      await expect(client.query(insert, [1, 'again'])).rejects.toThrow(/duplicate key/);
      const missing = `select nothing_here from ${table} where id = $1`;
      await expect(client.query(missing, [1])).rejects.toThrow(/does not exist/);
      await expect(client.query(missing, [1])).rejects.toThrow(/does not exist/);
      await client.query(insert, [3, 'three']);
      expect((await client.query(`select name from ${table} where id = $1`, [3])).rows).toEqual([{ name: 'three' }]);
      await client.query(`delete from ${table} where id = $1`, [3]);
    });
  });

  it('leaves callback and config-object calls as pg makes them', async () => {
    await withClient(async (client) => {
      const rows = await new Promise<unknown[]>((resolve, reject) =>
        client.query(`select name from ${table} where id = $1`, [2], (error, result) =>
          error ? reject(error) : resolve(result.rows),
        ),
      );
      expect(rows).toEqual([{ name: 'two' }]);
      const viaConfig = await client.query({ text: `select name from ${table} where id = $1`, values: [1] });
      expect(viaConfig.rows).toEqual([{ name: 'one' }]);
      expect((await preparedOnServer(client)).some((statement) => statement.includes(table))).toBe(false);
    });
  });
});

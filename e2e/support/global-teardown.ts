import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E } from './environment';

/** Drops the run's database and data folder once the product has stopped. */
export default async function globalTeardown() {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(`drop database if exists "${E2E.databaseName}" with (force)`);
  } finally {
    await client.end();
  }
  await rm(join(tmpdir(), `shop-e2e-${E2E.runId}`), { recursive: true, force: true });
}

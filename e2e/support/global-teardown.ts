import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase } from '@shop/launcher';
import { E2E } from './environment';

/** Drops the run's database and data folder once the product has stopped. */
export default async function globalTeardown() {
  await dropDatabase('postgres://postgres@127.0.0.1:5432/postgres', E2E.databaseName);
  await rm(join(tmpdir(), `shop-e2e-${E2E.runId}`), { recursive: true, force: true });
}

import { rm } from 'node:fs/promises';
import { dropDatabase } from '@shop/launcher';
import { ALL_STACKS } from './environment';

/** Drops each stack's database and data folder once the products have stopped. */
export default async function globalTeardown() {
  for (const stack of ALL_STACKS) {
    await dropDatabase('postgres://postgres@127.0.0.1:5432/postgres', stack.databaseName);
    await rm(stack.dataDir, { recursive: true, force: true });
  }
}

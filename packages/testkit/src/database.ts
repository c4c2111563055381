import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase } from '@shop/launcher';
import { testServerUrl } from './config.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per test file, dropped afterwards; services migrate it themselves. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `${label.replace(/[^a-z0-9_]/g, '_')}_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(testServerUrl(), name);
  return { url, name, drop: () => dropDatabase(testServerUrl(), name) };
}

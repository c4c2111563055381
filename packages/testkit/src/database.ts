import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testServerUrl } from './config.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per test file, dropped afterwards; services migrate it themselves. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `${label.replace(/[^a-z0-9_]/g, '_')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: testServerUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

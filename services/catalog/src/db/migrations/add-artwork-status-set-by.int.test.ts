import { createDb, migrateToLatest } from '@shop/platform';
import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './index.js';

describe('migration 202611290000_add-artwork-status-set-by', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await createTestDatabase('catalog_migration_set_by');
    db = createDb<unknown>({ url: database.url, schema: 'catalog' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it("takes a flag with text errors as OCR's, a flag without as the curator's, and every decision as the curator's", async () => {
    await sql`create schema catalog`.execute(db);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: 'catalog',
    });
    const before = await migrator.migrateTo('202611280000_add-artwork-upload-key');
    expect(before.error).toBeUndefined();
    const rows: [title: string, status: string, errors: string[]][] = [
      ['ocr flag', 'flagged', ['Possible misspelling: "Grnad"']],
      ['curator flag', 'flagged', []],
      ['waiting', 'pending', []],
      ['approved', 'approved', ['Possible misspelling: "Slae"']],
      ['rejected', 'rejected', []],
      ['archived', 'archived', []],
    ];
    for (const [title, status, errors] of rows) {
      await sql`insert into artworks (filename, storage_key, original_name, title, category, file_size, mime_type,
          status, ocr_status, ocr_errors)
        values (${`${title}.png`}, ${`originals/${title}.png`}, 'a.png', ${title}, 'Core Collection', 1, 'image/png',
          ${status}, 'processed', ${errors}::text[])`.execute(db);
    }

    await migrateToLatest(db, 'catalog', migrations);

    const { rows: migrated } = await sql<{ title: string; status_set_by: string }>`
      select title, status_set_by from artworks order by title`.execute(db);
    expect(Object.fromEntries(migrated.map((row) => [row.title, row.status_set_by]))).toEqual({
      'ocr flag': 'ocr',
      'curator flag': 'curator',
      waiting: 'upload',
      approved: 'curator',
      rejected: 'curator',
      archived: 'curator',
    });
    await expect(sql`update artworks set status_set_by = 'robot'`.execute(db)).rejects.toThrow(/check/);
  });
});

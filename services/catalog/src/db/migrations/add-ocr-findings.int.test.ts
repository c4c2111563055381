import { createDb, migrateToLatest } from '@shop/platform';
import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './index.js';

describe('migration 202611250000_add-ocr-findings', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await createTestDatabase('catalog_migration');
    db = createDb<unknown>({ url: database.url, schema: 'catalog' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('turns the suspect words of existing rows into findings that know only their word', async () => {
    await sql`create schema catalog`.execute(db);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: 'catalog',
    });
    const before = await migrator.migrateTo('202611240000_add-artworks-list-version');
    expect(before.error).toBeUndefined();
    await sql`insert into artworks (filename, storage_key, original_name, title, category, file_size, mime_type,
        status, ocr_status, ocr_errors, ocr_suspect_words)
      values ('a.png', 'originals/a.png', 'a.png', 'A', 'Core Collection', 1, 'image/png',
        'flagged', 'processed', array['Possible misspelling: "DON’T"', 'Possible misspelling: "Grnad"'],
        array['DON’T', 'Grnad', 'grnad'])`.execute(db);

    await migrateToLatest(db, 'catalog', migrations);

    const { rows } = await sql<{
      ocr_findings: unknown;
      ocr_finding_keys: string[];
      ocr_errors: string[];
      status: string;
    }>`select ocr_findings, ocr_finding_keys, ocr_errors, status from artworks`.execute(db);
    expect(rows).toEqual([
      {
        ocr_findings: ['DON’T', 'Grnad', 'grnad'].map((word) => ({
          kind: 'misspelling',
          word,
          confidence: null,
          box: null,
          pass: null,
        })),
        ocr_finding_keys: ["don't", 'grnad'],
        ocr_errors: ['Possible misspelling: "DON’T"', 'Possible misspelling: "Grnad"'],
        status: 'flagged',
      },
    ]);
  });
});

import { type Kysely, sql } from 'kysely';

/**
 * Frozen copy of contracts' normalizeWord as it is today: a migration must give the same keys
 * whenever it runs, whatever the app's rule becomes later.
 */
const wordKey = (word: string) => word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');

/**
 * OCR findings as data: each suspect word with its kind, confidence, box and pass (jsonb, in
 * reading order), plus the words' keys (`normalizeWord`) so that accepting a word finds every
 * artwork holding it by the same key TypeScript computes, never by SQL's own `lower()`. The old
 * suspect words become findings that know only their word.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('ocr_findings', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ocr_finding_keys', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  const rows = await db
    .selectFrom('artworks')
    .select(['id', 'ocr_suspect_words'])
    .where(sql<boolean>`cardinality(ocr_suspect_words) > 0`)
    .execute();
  for (const row of rows as { id: string; ocr_suspect_words: string[] }[]) {
    const findings = row.ocr_suspect_words.map((word) => ({
      kind: 'misspelling',
      word,
      confidence: null,
      box: null,
      pass: null,
    }));
    await db
      .updateTable('artworks')
      .set({
        ocr_findings: JSON.stringify(findings),
        ocr_finding_keys: [...new Set(row.ocr_suspect_words.map(wordKey))],
      })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('artworks').dropColumn('ocr_suspect_words').execute();
  await db.schema
    .createIndex('artworks_ocr_finding_keys_idx')
    .on('artworks')
    .using('gin')
    .column('ocr_finding_keys')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('artworks_ocr_finding_keys_idx').execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('ocr_suspect_words', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await sql`update artworks set ocr_suspect_words = array(
      select finding ->> 'word' from jsonb_array_elements(ocr_findings) as finding)
    where jsonb_array_length(ocr_findings) > 0`.execute(db);
  await db.schema.alterTable('artworks').dropColumn('ocr_findings').dropColumn('ocr_finding_keys').execute();
}

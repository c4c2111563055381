import { type Kysely, sql } from 'kysely';

/**
 * The Content Credentials (C2PA) read from a work's original at upload: the summary the public
 * pages show, and the manifest store kept whole as c2pa-rs's JSON (with its validation results),
 * so what the generator said stays with the work. One row per work that carries a manifest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artwork_provenance')
    .addColumn('artwork_id', 'uuid', (col) => col.primaryKey().references('artworks.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('generator', 'text')
    .addColumn('claim_generator', 'text')
    .addColumn('ai_generated', 'boolean', (col) => col.notNull())
    .addColumn('actions', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('signer', 'text')
    .addColumn('issuer', 'text')
    .addColumn('validation_state', 'text', (col) =>
      col.notNull().check(sql`validation_state in ('Trusted', 'Valid', 'Invalid')`),
    )
    .addColumn('manifest_store', 'jsonb', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('artwork_provenance').execute();
}
